'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** "Do you really want to delete this?" before removing a post or a comment (loaded by ./confirm-delete). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  text,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onConfirm: () => void | Promise<void>;
}) {
  const t = useTranslations('community.post');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="confirm-delete" className="max-w-sm">
        <DialogTitle>{t('delete')}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            data-testid="confirm-delete-ok"
            onClick={async () => {
              onOpenChange(false);
              await onConfirm();
            }}
          >
            {t('delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
