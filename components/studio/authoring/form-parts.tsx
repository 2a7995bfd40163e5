'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { TextArea } from '@/components/communities/form-parts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';

// The pieces the course and module forms and lists share (components/studio/authoring).

/** A read that failed, with 'Tentar de novo'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('studioCourse');
  return (
    <div role="alert" className="flex items-center gap-3 text-sm">
      <span className="text-red-300">{t('loadFailed')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A form in a dialog: Cancelar and the submit button, locked while saving or while a cover uploads. */
export function StudioFormDialog({
  testId,
  title,
  busy,
  locked,
  error,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  testId: string;
  title: string;
  busy: boolean;
  /** e.g. a cover still uploading: the form waits for it */
  locked: boolean;
  error: string | null | undefined;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('studioCourse');
  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto" data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && !locked) onSubmit();
          }}
        >
          {children}
          {error ? (
            <p role="alert" className="text-sm text-red-300" data-testid={`${testId}-error`}>
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy || locked} data-testid={`${testId}-save`}>
              {busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Title, an optional field after it (the course's slug), and description. */
export function TitleAndDescription({
  testId,
  title,
  description,
  errors,
  onTitle,
  onDescription,
  afterTitle,
}: {
  testId: string;
  title: string;
  description: string;
  errors: Record<string, string>;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  afterTitle?: ReactNode;
}) {
  const t = useTranslations('studioCourse');
  return (
    <>
      <TextField
        id={`${testId}-title`}
        testId={`${testId}-title`}
        label={t('fields.title')}
        value={title}
        error={errors.title}
        onChange={(e) => onTitle(e.target.value)}
      />
      {afterTitle}
      <TextArea
        id={`${testId}-description`}
        testId={`${testId}-description`}
        label={t('fields.description')}
        value={description}
        error={errors.description}
        onChange={(e) => onDescription(e.target.value)}
      />
    </>
  );
}

/** 'Editar' and 'Excluir' of a row in the course and module lists (`${testId}-edit`, `${testId}-delete`). */
export function RowActions({
  testId,
  onEdit,
  onDelete,
}: {
  testId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('studioCourse');
  return (
    <>
      <Button size="sm" variant="secondary" onClick={onEdit} data-testid={`${testId}-edit`}>
        <Pencil aria-hidden className="h-4 w-4" />
        {t('edit')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onDelete} data-testid={`${testId}-delete`}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('delete')}
      </Button>
    </>
  );
}
