'use client';

import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Section } from '@/components/appearance/section';
import { ImageField } from '@/components/banners/media-fields';
import { useCloseAfterSave } from '@/components/frame/use-modal-close';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toLoginView } from '@/lib/auth/login-view';
import { cn } from '@/lib/client/cn';
import { isApiError } from '@/lib/client/fetcher';
import {
  CTA_TITLE_MAX,
  LOGIN_IMAGES,
  LOGIN_PLACEMENTS,
  LOGIN_TEXT_MAX,
  LOGIN_THEMES,
  LOGIN_ZOOM,
  OPACITY,
  ZLoginPageBody,
  type LoginImageSlot,
  type TLoginPageGetResponse,
  type TLoginPageBody,
  type TLoginPageInput,
} from '@/lib/login-page/schemas';
import { LoginPreview } from './login-preview';
import { Choice, FieldError, SwitchRow, type LoginFormValues } from './login-page-parts';
import { useLoginPageSettings, useUpdateLoginPage } from './use-login-page';

type FormValues = LoginFormValues;
type Field = keyof FormValues;

const INPUT =
  'h-10 w-full rounded-md border border-white/15 bg-surface-2 px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-red-400';

/** The 'Página de login' sub-panel of the edit drawer (SPEC 2.14, 3 "Login page settings", 4, 5). */
export default function LoginPagePanel({ tenantId, onClose }: PanelProps) {
  const t = useTranslations();
  const query = useLoginPageSettings(tenantId);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" data-testid="login-page-loading" aria-busy>
        <Skeleton className="h-56" />
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3" data-testid="login-page-error">
        <p className="text-sm">{t('loginPage.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return <LoginPageForm tenantId={tenantId} loaded={query.data} onClose={onClose} />;
}

function LoginPageForm({
  tenantId,
  loaded,
  onClose,
}: {
  tenantId: string;
  loaded: TLoginPageGetResponse['data'];
  onClose: () => void;
}) {
  const t = useTranslations('loginPage');
  const tp = useTranslations('loginPage.panel');
  const tv = useTranslations();
  const update = useUpdateLoginPage(tenantId);
  const { settings, redirect_options: options, brand } = loaded;
  const [closing, setClosing] = useState(false);
  // SPEC 4: panel sections close 500 ms after a successful save (the timer dies with the panel).
  const closeAfterSave = useCloseAfterSave(onClose);
  const [busy, setBusy] = useState<Partial<Record<LoginImageSlot, boolean>>>({});
  const uploading = Object.values(busy).some(Boolean);
  // Local URLs of freshly cropped images, so the preview shows them before saving.
  const [previews, setPreviews] = useState<Record<LoginImageSlot, string | null>>({
    login_banner: settings.login_banner,
    login_banner_vertical: settings.login_banner_vertical,
  });

  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, TLoginPageBody>({
    resolver: zodResolver(ZLoginPageBody),
    defaultValues: {
      login_theme: settings.login_theme,
      login_theme_placement: settings.login_theme_placement,
      login_text: settings.login_text,
      overlay_banner_login: settings.overlay_banner_login,
      cta_login: settings.cta_login,
      title_cta_login: settings.title_cta_login ?? '',
      link_cta_login: settings.link_cta_login ?? '',
      enable_redirect_login: settings.enable_redirect_login,
      redirect_url: settings.redirect_url ?? '',
      magic_link_enabled: settings.magic_link_enabled,
    },
  });
  const values = useWatch({ control });
  const ctaOn = !!values.cta_login;
  const redirectOn = !!values.enable_redirect_login;

  const preview = useMemo(
    () =>
      toLoginView({
        tenantName: brand.name,
        logoUrl: brand.logo_url,
        loginTheme: Number(values.login_theme),
        placement: values.login_theme_placement,
        loginText: values.login_text,
        bannerUrl: previews.login_banner,
        bannerVerticalUrl: previews.login_banner_vertical,
        overlayPercent: Number(values.overlay_banner_login),
        ctaEnabled: !!values.cta_login,
        ctaTitle: values.title_cta_login,
        ctaLink: values.link_cta_login,
        magicLinkEnabled: !!values.magic_link_enabled,
        // The panel sits inside the student shell, whose theme variables the preview inherits.
        themeVars: {},
      }),
    [brand, values, previews],
  );

  // Schema messages are i18n keys; the server's arrive translated.
  const message = (e?: { type?: string; message?: string }) =>
    e?.message ? (e.type === 'server' ? e.message : tv(e.message)) : undefined;

  /** SPEC 5's CTA messages are toasts with a title and a description. */
  const toastCta = (errs: FieldErrors<FormValues>) => {
    const link = errs.link_cta_login?.message;
    const title = errs.title_cta_login?.message;
    if (link === 'loginPage.ctaNoLink') toast.error(t('ctaNoLinkTitle'), { description: t('ctaNoLink') });
    else if (title === 'loginPage.ctaNoTitle')
      toast.error(t('ctaNoTitleTitle'), { description: t('ctaNoTitle') });
  };

  const onSubmit = handleSubmit(
    (body) => {
      const payload = {
        ...body,
        // SPEC 5: redirect_url is sent null when the redirect is off.
        redirect_url: body.enable_redirect_login ? body.redirect_url : null,
      };
      update.mutate(payload as Omit<TLoginPageInput, 'tenant_id'>, {
        onSuccess: (res) => {
          toast.success(res.message || t('saved'));
          setClosing(true);
          closeAfterSave();
        },
        // A failed save keeps everything the admin typed; fields the server named are marked.
        onError: (err) => {
          toast.error(t('saveError'), {
            description: isApiError(err) && err.status > 0 ? err.message : undefined,
          });
          if (!isApiError(err) || !err.fields) return;
          for (const [field, text] of Object.entries(err.fields))
            if (field in payload) setError(field as Field, { type: 'server', message: text });
        },
      });
    },
    (errs) => toastCta(errs),
  );

  const pick = (field: 'login_theme' | 'login_theme_placement' | 'redirect_url', value: string | number) =>
    setValue(field, value as never, { shouldDirty: true, shouldValidate: !!errors[field] });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="login-page-form">
      <LoginPreview data={preview} />

      <Section title={tp('template')} testId="login-section-template">
        <div role="radiogroup" aria-label={tp('template')} className="grid grid-cols-3 gap-2">
          {LOGIN_THEMES.map((n) => (
            <Choice
              key={n}
              selected={Number(values.login_theme) === n}
              onSelect={() => pick('login_theme', n)}
              testId={`login-template-${n}`}
            >
              {tp(`templates.${n}`)}
            </Choice>
          ))}
        </div>
      </Section>

      <Section title={tp('placement')} testId="login-section-placement">
        <div role="radiogroup" aria-label={tp('placement')} className="grid grid-cols-3 gap-2">
          {LOGIN_PLACEMENTS.map((p) => (
            <Choice
              key={p}
              selected={values.login_theme_placement === p}
              onSelect={() => pick('login_theme_placement', p)}
              testId={`login-placement-${p}`}
            >
              {tp(`placements.${p}`)}
            </Choice>
          ))}
        </div>
      </Section>

      <Section title={tp('text')} testId="login-section-text">
        <label htmlFor="login-text" className="sr-only">
          {tp('text')}
        </label>
        <input
          id="login-text"
          className={INPUT}
          maxLength={LOGIN_TEXT_MAX + 1}
          aria-invalid={!!errors.login_text}
          aria-describedby={errors.login_text ? 'login-text-error' : undefined}
          data-testid="login-text"
          {...register('login_text')}
        />
        <FieldError id="login-text-error" text={message(errors.login_text)} />
      </Section>

      <Section title={tp('cta')} testId="login-section-cta">
        <SwitchRow
          id="login-cta-switch"
          label={tp('cta')}
          hint={tp('ctaHint')}
          control={control}
          name="cta_login"
        />
        <label htmlFor="login-cta-title" className="text-sm font-medium">
          {tp('ctaTitle')}
        </label>
        <input
          id="login-cta-title"
          className={cn(INPUT, !ctaOn && 'opacity-50')}
          readOnly={!ctaOn}
          aria-disabled={!ctaOn}
          maxLength={CTA_TITLE_MAX + 1}
          aria-invalid={!!errors.title_cta_login}
          aria-describedby={errors.title_cta_login ? 'login-cta-title-error' : undefined}
          data-testid="login-cta-title"
          {...register('title_cta_login')}
        />
        <FieldError id="login-cta-title-error" text={message(errors.title_cta_login)} />
        <label htmlFor="login-cta-link" className="text-sm font-medium">
          {tp('ctaLink')}
        </label>
        <input
          id="login-cta-link"
          type="url"
          inputMode="url"
          placeholder={tp('ctaLinkPlaceholder')}
          className={cn(INPUT, !ctaOn && 'opacity-50')}
          readOnly={!ctaOn}
          aria-disabled={!ctaOn}
          aria-invalid={!!errors.link_cta_login}
          aria-describedby={errors.link_cta_login ? 'login-cta-link-error' : undefined}
          data-testid="login-cta-link"
          {...register('link_cta_login')}
        />
        <FieldError id="login-cta-link-error" text={message(errors.link_cta_login)} />
      </Section>

      <Section title={tp('opacity')} testId="login-section-opacity">
        <div className="flex items-center gap-3">
          <input
            type="range"
            min={OPACITY.min}
            max={OPACITY.max}
            step={OPACITY.step}
            aria-label={tp('opacity')}
            className="flex-1 accent-[var(--color-primary)]"
            data-testid="login-opacity"
            {...register('overlay_banner_login', { valueAsNumber: true })}
          />
          <output className="w-12 text-right text-sm tabular-nums" data-testid="login-opacity-value">
            {tp('opacityValue', { value: Number(values.overlay_banner_login) })}
          </output>
        </div>
      </Section>

      <Section title={tp('images')} testId="login-section-images">
        {(['login_banner', 'login_banner_vertical'] as const).map((slot) => {
          const spec = LOGIN_IMAGES[slot];
          const id = slot === 'login_banner' ? 'login-banner' : 'login-banner-vertical';
          return (
            <ImageField
              key={slot}
              id={id}
              label={slot === 'login_banner' ? tp('desktopImage') : tp('mobileImage')}
              value={previews[slot]}
              kind="login-image"
              maxZoom={LOGIN_ZOOM.max}
              crop={{ width: spec.width, height: spec.height, aspect: spec.width / spec.height }}
              previewSize={{ width: spec.previewWidth, height: spec.previewHeight }}
              onChange={(v) => {
                setValue(slot, v, { shouldDirty: true });
                if (v === null) setPreviews((p) => ({ ...p, [slot]: null }));
              }}
              onPreview={(url) => setPreviews((p) => ({ ...p, [slot]: url }))}
              onBusy={(b) => setBusy((s) => (s[slot] === b ? s : { ...s, [slot]: b }))}
            />
          );
        })}
        <FieldError id="login-banner-error" text={message(errors.login_banner)} />
        <FieldError id="login-banner-vertical-error" text={message(errors.login_banner_vertical)} />
      </Section>

      <Section title={tp('redirect')} testId="login-section-redirect">
        <SwitchRow
          id="login-redirect-switch"
          label={tp('redirect')}
          hint={tp('redirectHint')}
          control={control}
          name="enable_redirect_login"
        />
        <label htmlFor="login-redirect-select" className="text-sm font-medium">
          {tp('redirectPage')}
        </label>
        <Select
          id="login-redirect-select"
          disabled={!redirectOn}
          aria-invalid={!!errors.redirect_url}
          aria-describedby={errors.redirect_url ? 'login-redirect-error' : undefined}
          data-testid="login-redirect-select"
          value={values.redirect_url ?? ''}
          onValueChange={(v) => pick('redirect_url', v)}
          placeholder={tp('redirectChoose')}
          options={options.map((o) => ({
            value: o.value,
            label: o.kind === 'homepage' ? tp('homepage') : tp('communityOption', { title: o.title ?? '' }),
          }))}
        />
        <FieldError id="login-redirect-error" text={message(errors.redirect_url)} />
      </Section>

      <Section title={tp('magicLink')} testId="login-section-magic">
        <SwitchRow
          id="login-magic-switch"
          label={tp('magicLink')}
          hint={tp('magicLinkHint')}
          control={control}
          name="magic_link_enabled"
        />
      </Section>

      <Button
        type="submit"
        size="lg"
        disabled={update.isPending || uploading || closing}
        data-testid="login-page-save"
      >
        {update.isPending ? tp('saving') : tp('save')}
      </Button>
    </form>
  );
}
