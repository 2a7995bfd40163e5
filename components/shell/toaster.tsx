'use client';

import { useTranslations } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import { TOAST_MS } from '@/lib/client/stale';

/** The one toast outlet of the student site (SPEC.md section 8: errors appear as toasts). */
export function Toaster() {
  const t = useTranslations('ux');
  return (
    <Sonner
      duration={TOAST_MS}
      position="top-right"
      theme="dark"
      richColors
      closeButton
      // sonner's own labels are English ('Notifications', 'Close toast')
      containerAriaLabel={t('toastRegion')}
      toastOptions={{ closeButtonAriaLabel: t('toastClose') }}
    />
  );
}
