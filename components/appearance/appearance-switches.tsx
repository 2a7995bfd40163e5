'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { TAppearanceSettings } from '@/lib/appearance/schemas';
import { isApiError } from '@/lib/client/fetcher';
import { useToggleIndicator, useUpdateAppearance, type Indicator } from './use-appearance';
import { Section } from './section';

/** The message a server answered for a 4xx, else undefined (a network error's text is not for users). */
function serverMessage(err: unknown): string | undefined {
  return isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;
}

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  testId: string;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && <p className="text-xs opacity-70">{hint}</p>}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} data-testid={testId} />
    </div>
  );
}

/** Vitrine aberta (SPEC.md section 4: each switch is sent at once and updates the cached settings). */
export function ShowcaseSwitches({ settings }: { settings: TAppearanceSettings }) {
  const t = useTranslations('appearance');
  const router = useRouter();
  const update = useUpdateAppearance(settings.tenant_id);
  const send = (field: 'sidebar' | 'showcase', value: boolean) =>
    update.mutate({ [field]: value ? 1 : 0 } as { sidebar?: 0 | 1; showcase?: 0 | 1 }, {
      onSuccess: () => {
        toast.success(t('settingUpdated'));
        router.refresh(); // the shell reads the same row
      },
      // SPEC 8 "Panel sections" (decision 435); the server's reason, when it gave one, below it
      onError: (err) => toast.error(t('platformUpdateFailed'), { description: serverMessage(err) }),
    });
  return (
    <Section title={t('sections.showcase')} testId="appearance-section-showcase">
      <SwitchRow
        label={t('sidebar')}
        hint={t('sidebarHint')}
        checked={settings.sidebar === 1}
        disabled={update.isPending}
        testId="appearance-sidebar"
        onChange={(v) => send('sidebar', v)}
      />
      <SwitchRow
        label={t('showcase')}
        hint={t('showcaseHint')}
        checked={settings.showcase === 1}
        disabled={update.isPending}
        testId="appearance-showcase"
        onChange={(v) => send('showcase', v)}
      />
      <ShowcaseRedirect settings={settings} />
    </Section>
  );
}

/** showcase_url_redirect: where every locked card leads instead of its product's sales page (ADR 0266). */
function ShowcaseRedirect({ settings }: { settings: TAppearanceSettings }) {
  const t = useTranslations('appearance');
  const id = useId();
  const router = useRouter();
  const update = useUpdateAppearance(settings.tenant_id);
  const [value, setValue] = useState(settings.showcase_url_redirect);
  const save = () =>
    update.mutate(
      { showcase_url_redirect: value },
      {
        onSuccess: () => {
          toast.success(t('settingUpdated'));
          router.refresh();
        },
        onError: (err) => toast.error(t('platformUpdateFailed'), { description: serverMessage(err) }),
      },
    );
  return (
    <div className="flex flex-col gap-1 py-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('showcaseRedirect')}
      </label>
      <p className="text-xs opacity-70">{t('showcaseRedirectHint')}</p>
      <div className="flex gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-md border border-white/10 bg-transparent px-3 text-sm"
          data-testid="appearance-showcase-redirect"
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={save}
          data-testid="appearance-showcase-redirect-save"
        >
          {t('showcaseRedirectSave')}
        </Button>
      </div>
    </div>
  );
}

/** Indicador de páginas: sent at once to the toggle endpoints, with the server's message. */
export function IndicatorSwitches({ settings }: { settings: TAppearanceSettings }) {
  const t = useTranslations('appearance');
  const toggle = useToggleIndicator(settings.tenant_id);
  const send = (which: Indicator, value: boolean) =>
    toggle.mutate(
      { which, value },
      {
        onSuccess: (res) => toast.success(res.message),
        // SPEC 8: the error's message; without one from the server (network, 5xx), decision 435's text
        onError: (err) => toast.error(serverMessage(err) ?? t('indicatorFailed')),
      },
    );
  return (
    <Section title={t('sections.indicators')} testId="appearance-section-indicators">
      <SwitchRow
        label={t('courseIndicator')}
        checked={settings.course_page_indicator}
        disabled={toggle.isPending}
        testId="appearance-course-indicator"
        onChange={(v) => send('course', v)}
      />
      <SwitchRow
        label={t('moduleIndicator')}
        checked={settings.module_page_indicator}
        disabled={toggle.isPending}
        testId="appearance-module-indicator"
        onChange={(v) => send('module', v)}
      />
    </Section>
  );
}
