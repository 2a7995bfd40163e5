'use client';

import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { communityOfLink } from '@/lib/frame/community-link';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCommunities } from '@/lib/client/communities-api';
import { isApiError } from '@/lib/client/fetcher';
import { queryKeys } from '@/lib/client/keys';
import { frameApi } from '@/lib/frame/api';
import {
  communityLinkUrl,
  LINK_TITLE_MAX,
  ZLinkBody,
  type TLinkBody,
  type TLinkBodyInput,
} from '@/lib/frame/schemas';
import type { TShellLink } from '@/lib/shell/schemas';
import { useCloseAfterSave } from './use-modal-close';

type Mode = 'custom' | 'community';

/**
 * The link modal (SPEC 2.14): custom link (free title and URL) or community link (the select fills
 * both, read-only). A failed save keeps what was typed; a successful one closes after 500 ms.
 */
export function LinkDialog({
  tenantId,
  open,
  link,
  onClose,
}: {
  tenantId: string;
  open: boolean;
  /** the link being edited, or null to create one */
  link: TShellLink | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="link-dialog">
        {open && <LinkForm key={link?.id ?? 'new'} tenantId={tenantId} link={link} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  tenantId,
  link,
  onClose,
}: {
  tenantId: string;
  link: TShellLink | null;
  onClose: () => void;
}) {
  const t = useTranslations('frame');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const id = useId();
  const initialCommunity = link ? communityOfLink(link.link_url, tenantId) : null;
  const [mode, setMode] = useState<Mode>(initialCommunity ? 'community' : 'custom');
  const [communityId, setCommunityId] = useState(initialCommunity ?? '');
  const communities = useCommunities(tenantId);
  const closeLater = useCloseAfterSave(onClose);
  const [saved, setSaved] = useState(false);

  const form = useForm<TLinkBodyInput, unknown, TLinkBody>({
    resolver: zodResolver(ZLinkBody),
    defaultValues: { link_title: link?.link_title ?? '', link_url: link?.link_url ?? '' },
  });

  // Community mode: the chosen community fills title and URL (read-only fields).
  useEffect(() => {
    if (mode !== 'community') return;
    const c = communities.data?.find((x) => x.id === communityId);
    if (!c) return;
    form.setValue('link_title', c.title.slice(0, LINK_TITLE_MAX), { shouldValidate: true });
    form.setValue('link_url', communityLinkUrl(window.location.host, tenantId, c.id), {
      shouldValidate: true,
    });
  }, [mode, communityId, communities.data, form, tenantId]);

  const save = useMutation({
    mutationFn: (body: TLinkBody) =>
      link ? frameApi.updateLink(tenantId, link.id, body) : frameApi.createLink(tenantId, body),
    onSuccess: () => {
      setSaved(true);
      toast.success(t('header.saved'));
      // the 500 ms start at the server's answer (SPEC 4, 9); the header's links refetch meanwhile
      closeLater();
      void qc.invalidateQueries({ queryKey: queryKeys.shell.links(tenantId) });
    },
    onError: (err) => {
      // The typed values stay in the form; field errors from the server land on their fields.
      if (isApiError(err) && err.fields)
        for (const [field, message] of Object.entries(err.fields))
          if (field === 'link_title' || field === 'link_url') form.setError(field, { message });
      toast.error(link ? t('header.updateFailed') : t('header.createFailed'), {
        description: err.message || undefined,
      });
    },
  });

  const errors = form.formState.errors;
  // Resolver messages are keys ('frame.linkFieldInvalid'); server field errors come translated already.
  const msg = (m?: string) => (m ? (tAll.has(m) ? tAll(m) : m) : undefined);
  const readOnly = mode === 'community';
  const busy = save.isPending || saved;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{link ? t('header.editTitle') : t('header.newTitle')}</DialogTitle>
        <DialogDescription>{t('header.modalDescription')}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="flex flex-col gap-4"
        data-testid="link-form"
        onSubmit={form.handleSubmit((v) => save.mutate(v))}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('header.mode')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['custom', 'community'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  data-testid={`link-mode-${m}`}
                  className="accent-[var(--color-primary)]"
                />
                {m === 'custom' ? t('header.modeCustom') : t('header.modeCommunity')}
              </label>
            ))}
          </div>
        </fieldset>

        {mode === 'community' && (
          <div>
            <label htmlFor={`${id}-community`} className="mb-1.5 block text-sm font-medium">
              {t('header.community')}
            </label>
            <Select
              id={`${id}-community`}
              data-testid="link-community"
              value={communityId}
              disabled={communities.isPending}
              onValueChange={setCommunityId}
              placeholder={
                communities.isPending
                  ? t('header.communitiesLoading')
                  : communities.data?.length
                    ? t('header.communityPlaceholder')
                    : t('header.noCommunities')
              }
              options={(communities.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            />
          </div>
        )}

        <TextField
          id={`${id}-title`}
          testId="link-title"
          label={t('header.fieldTitle')}
          readOnly={readOnly}
          maxLength={LINK_TITLE_MAX}
          error={msg(errors.link_title?.message)}
          {...form.register('link_title')}
        />
        <div>
          <TextField
            id={`${id}-url`}
            testId="link-url"
            label={t('header.fieldUrl')}
            readOnly={readOnly}
            inputMode="url"
            autoComplete="off"
            error={msg(errors.link_url?.message)}
            {...form.register('link_url')}
          />
          <p className="mt-1 text-xs opacity-70">{t('header.urlHint')}</p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="link-save">
            {save.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}
