'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmWordDialog } from '@/components/ui/confirm-word-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/client/fetcher';
import { CONFIRMATION_REQUIRED, studioCourseApi } from '@/lib/client/studio-course-api';
import { toast } from '@/lib/client/toast';
import { CONFIRM_WORD } from '@/lib/studio/schemas';

export interface DeleteTarget {
  what: 'courses' | 'modules' | 'lessons';
  id: string;
  name: string;
}

/**
 * Deleting a course, module or lesson (docs/adr/0405): a plain confirmation first; when the server answers
 * that members have progress there (409 ConfirmationRequired), the dialog asks for EXCLUIR typed and
 * sends it. The server decides, so the rule lives in one place (lib/studio/tree.ts).
 */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations('studioCourse');
  const [step, setStep] = useState<'plain' | 'word'>('plain');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setStep('plain');
    setError(null);
    onClose();
  };

  const run = async (confirm?: string) => {
    if (!target) return;
    setPending(true);
    setError(null);
    try {
      await studioCourseApi.remove(target.what, target.id, confirm);
      toast.success(t('remove.done'));
      close();
      onDeleted();
    } catch (err) {
      if (isApiError(err) && err.code === CONFIRMATION_REQUIRED && !confirm) setStep('word');
      else setError(isApiError(err) && err.message ? err.message : t('saveFailed'));
    } finally {
      setPending(false);
    }
  };

  const title = target ? t('remove.title', { name: target.name }) : '';
  if (step === 'word')
    return (
      <ConfirmWordDialog
        open={!!target}
        word={CONFIRM_WORD}
        title={title}
        description={
          <>
            {t('remove.word', { word: CONFIRM_WORD })}
            {error ? (
              <span role="alert" className="mt-2 block text-red-300">
                {error}
              </span>
            ) : null}
          </>
        }
        wordLabel={t('remove.wordLabel', { word: CONFIRM_WORD })}
        cancelLabel={t('cancel')}
        confirmLabel={t('remove.confirm')}
        pending={pending}
        testIdPrefix="studio-delete-word"
        onConfirm={() => void run(CONFIRM_WORD)}
        onClose={close}
      />
    );
  return (
    <Dialog open={!!target} onOpenChange={(o) => !o && close()}>
      <DialogContent data-testid="studio-delete-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('remove.plain')}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={pending}
            data-testid="studio-delete-confirm"
            onClick={() => void run()}
          >
            {t('remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
