'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import dynamic from 'next/dynamic';

// The form (react-hook-form, zod) loads when a member opens the modal, never with the shell (decision 231).
const PreferencesForm = dynamic(
  () => import('@/components/notifications/preferences-form').then((m) => m.PreferencesForm),
  { ssr: false, loading: () => <div aria-busy className="h-40" /> },
);

/** The side menu's Notificações entry: the preferences form (SPEC 2.3, 2.4) in a modal. */
export function NotificationsModal({
  open,
  onOpenChange,
  tenantId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenantId: string;
}) {
  const t = useTranslations('notifications.prefs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="notifications-modal" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <PreferencesForm tenantId={tenantId} onSaved={() => setTimeout(() => onOpenChange(false), 500)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
