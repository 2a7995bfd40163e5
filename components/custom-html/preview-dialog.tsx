'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EMBED_PREVIEW_PATH } from '@/lib/custom-html/schemas';
import { CustomHtmlFrame } from './custom-html-frame';

// The full-screen preview (SPEC 2.10 'Visualização HTML personalizado'). The unsaved HTML is posted by a
// form into a sandboxed frame, so it is rendered by the server through the very document and policy
// students get (POST /api/embed/custom-html/preview; docs/decisions.md 102), never as srcdoc in this page.
export function PreviewDialog({
  html,
  allowedHosts,
  open,
  onClose,
}: {
  html: string;
  /** the panel's text of the block's allowed hosts, posted as it is (the server validates it) */
  allowedHosts: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('customHtml');
  const name = `custom-html-preview-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!open) return;
    // after the frame exists in the portal
    const id = window.setTimeout(() => form.current?.submit(), 0);
    return () => window.clearTimeout(id);
  }, [open, html, allowedHosts]);

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        data-testid="custom-html-preview"
        className="flex h-[100dvh] w-screen max-w-none flex-col rounded-none border-0 p-0 sm:p-0"
      >
        <div className="border-b border-white/10 px-6 py-4 pr-14">
          <DialogTitle>{t('previewTitle')}</DialogTitle>
          <DialogDescription>{t('previewDescription')}</DialogDescription>
        </div>
        <div className="flex-1 overflow-auto p-4">
          <form ref={form} method="post" action={EMBED_PREVIEW_PATH} target={name} className="hidden">
            <textarea name="html" readOnly value={html} />
            <textarea name="allowed_hosts" readOnly value={allowedHosts} />
          </form>
          <CustomHtmlFrame name={name} title={t('previewTitle')} testId="custom-html-preview-frame" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
