'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2, Pencil } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { frameKeys } from '@/lib/client/frame-keys';
import { frameApi } from '@/lib/frame/api';
import {
  SOCIAL_NETWORKS,
  ZSocialForm,
  type TExtraSettingsBody,
  type TFrameSettings,
  type TSocialForm,
} from '@/lib/frame/schemas';
import { PanelError, PanelLoading } from './panel-states';
import { RichTextEditor } from './rich-text-editor';
import { useFrameSettings } from './use-frame-settings';
import { useCloseAfterSave } from './use-modal-close';

type Doc = 'use_terms' | 'privacy_terms';

/** The whole extraSettings payload (SPEC 7), with the fields being saved replaced. */
function extraBody(s: TFrameSettings, patch: Partial<TExtraSettingsBody>): TExtraSettingsBody {
  return {
    use_terms: s.use_terms,
    privacy_terms: s.privacy_terms,
    url_facebook: s.url_facebook ?? '',
    url_instagram: s.url_instagram ?? '',
    url_youtube: s.url_youtube ?? '',
    ...patch,
  };
}

/** A save of the extraSettings call: the answer replaces the cached settings and the page re-renders its footer. */
function useSaveExtra(tenantId: string) {
  const qc = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (body: TExtraSettingsBody) => frameApi.extraSettings(tenantId, body),
    onSuccess: (saved) => {
      qc.setQueryData(frameKeys.settings(tenantId), saved);
      router.refresh();
    },
  });
}

/** 'Footer' (SPEC 2.14): visibility switch (saved at once), terms and privacy rich text, social networks. */
export default function FooterPanel({ tenantId }: PanelProps) {
  const t = useTranslations('frame.footer');
  const settings = useFrameSettings(tenantId);
  if (settings.isPending) return <PanelLoading label={t('loading')} testId="footer-panel-loading" />;
  if (settings.isError)
    return (
      <PanelError message={t('loadFailed')} retry={() => settings.refetch()} testId="footer-panel-error" />
    );
  return <FooterBody tenantId={tenantId} settings={settings.data} />;
}

function FooterBody({ tenantId, settings }: { tenantId: string; settings: TFrameSettings }) {
  const t = useTranslations('frame.footer');
  const qc = useQueryClient();
  const router = useRouter();
  const switchId = useId();
  const [editing, setEditing] = useState<Doc | null>(null);

  const toggle = useOptimisticMutation({
    queryKey: frameKeys.settings(tenantId),
    mutationFn: (visible: boolean) => frameApi.footerToggle(tenantId, visible),
    apply: (current: TFrameSettings | undefined, visible) =>
      current && { ...current, footer_visible: (visible ? 1 : 0) as 0 | 1 },
    onSuccess: (saved) => {
      qc.setQueryData(frameKeys.settings(tenantId), saved);
      toast.success(t('saved'));
      router.refresh();
    },
    onError: () => toast.error(t('failed')),
  });

  return (
    <div className="flex flex-col gap-6" data-testid="footer-panel">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={switchId} className="text-sm font-medium">
            {t('visible')}
          </label>
          <p className="text-xs opacity-70">{t('visibleHint')}</p>
        </div>
        <Switch
          id={switchId}
          checked={settings.footer_visible === 1}
          disabled={toggle.isPending}
          onCheckedChange={(v) => toggle.mutate(v)}
          data-testid="footer-visible"
        />
      </div>

      <section aria-label={t('documents')} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold tracking-wide uppercase opacity-80">{t('documents')}</h3>
        {(['use_terms', 'privacy_terms'] as const).map((doc) => (
          <div
            key={doc}
            className="flex items-center gap-3 rounded-md border border-white/10 bg-surface-2 p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{doc === 'use_terms' ? t('terms') : t('privacy')}</p>
              <p className="text-xs opacity-70" data-testid={`footer-${doc}-status`}>
                {settings[doc] ? t('filledDocument') : t('emptyDocument')}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(doc)}
              data-testid={`footer-edit-${doc}`}
            >
              <Pencil aria-hidden className="h-4 w-4" />
              {t('editDocument')}
            </Button>
          </div>
        ))}
      </section>

      <SocialForm tenantId={tenantId} settings={settings} />

      <DocumentDialog
        tenantId={tenantId}
        settings={settings}
        doc={editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

function DocumentDialog({
  tenantId,
  settings,
  doc,
  onClose,
}: {
  tenantId: string;
  settings: TFrameSettings;
  doc: Doc | null;
  onClose: () => void;
}) {
  const t = useTranslations('frame.footer');
  const title = doc === 'use_terms' ? t('terms') : t('privacy');
  return (
    <Dialog open={!!doc} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="footer-document-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{t('editorLabel', { title })}</DialogDescription>
        </DialogHeader>
        {doc && (
          <DocumentForm
            key={doc}
            tenantId={tenantId}
            settings={settings}
            doc={doc}
            title={title}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DocumentForm({
  tenantId,
  settings,
  doc,
  title,
  onClose,
}: {
  tenantId: string;
  settings: TFrameSettings;
  doc: Doc;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations('frame');
  const [html, setHtml] = useState(settings[doc]);
  const [saved, setSaved] = useState(false);
  const save = useSaveExtra(tenantId);
  const closeLater = useCloseAfterSave(onClose);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(extraBody(settings, { [doc]: html }), {
          onSuccess: () => {
            setSaved(true);
            toast.success(t('footer.saved'));
            closeLater();
          },
          onError: () => toast.error(t('footer.failed')),
        });
      }}
    >
      <RichTextEditor
        value={html}
        onChange={setHtml}
        label={t('footer.editorLabel', { title })}
        testId="footer-editor"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || saved} data-testid="footer-document-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function SocialForm({ tenantId, settings }: { tenantId: string; settings: TFrameSettings }) {
  const t = useTranslations('frame');
  const tAll = useTranslations();
  const id = useId();
  const save = useSaveExtra(tenantId);
  const form = useForm<TSocialForm>({
    resolver: zodResolver(ZSocialForm),
    defaultValues: {
      url_facebook: settings.url_facebook ?? '',
      url_instagram: settings.url_instagram ?? '',
      url_youtube: settings.url_youtube ?? '',
    },
  });
  const err = (m?: string) => (m ? (tAll.has(m) ? tAll(m) : m) : undefined);
  return (
    <form
      noValidate
      aria-label={t('footer.social')}
      className="flex flex-col gap-3"
      data-testid="footer-social-form"
      onSubmit={form.handleSubmit((v) =>
        save.mutate(extraBody(settings, v), {
          onSuccess: (saved) => {
            form.reset({
              url_facebook: saved.url_facebook ?? '',
              url_instagram: saved.url_instagram ?? '',
              url_youtube: saved.url_youtube ?? '',
            });
            toast.success(t('footer.saved'));
          },
          onError: (e) => toast.error(t('footer.failed'), { description: e.message || undefined }),
        }),
      )}
    >
      <h3 className="text-sm font-semibold tracking-wide uppercase opacity-80">{t('footer.social')}</h3>
      {SOCIAL_NETWORKS.map((n) => {
        const field = `url_${n}` as const;
        return (
          <TextField
            key={n}
            id={`${id}-${n}`}
            testId={`footer-${n}`}
            label={t(`footer.${n}`)}
            inputMode="url"
            placeholder={`https://www.${n}.com/…`}
            error={err(form.formState.errors[field]?.message)}
            {...form.register(field)}
          />
        );
      })}
      <div>
        <Button type="submit" disabled={save.isPending} data-testid="footer-social-save">
          {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
