'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Placeholder for the notification preferences form (SPEC.md section 2.4), built by the notifications issue. */
export function NotificationsModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('shell.notificationsModal');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="notifications-modal">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
        </DialogHeader>
        <DialogDescription data-testid="coming-soon">{t('soon')}</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
