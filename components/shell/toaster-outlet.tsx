'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { toast as sonner, Toaster as Sonner } from 'sonner';
import { attachToastOutlet } from '@/lib/client/toast';
import { TOAST_MS } from '@/lib/client/stale';

/** A moment for sonner's live region (aria-live polite) to be in the page before the first toast enters it. */
const LIVE_REGION_SETTLE_MS = 100;
/** below the edit drawer's header (its title, or a section's back button) at every width */
const TOAST_OFFSET = { top: 96 };

/**
 * The one toast outlet of the student site (SPEC.md section 8: errors appear as toasts), loaded by
 * ./toaster on the first toast (decision 241). The toasts queued while the chunk loaded are handed to
 * sonner once its region (subscribed in its own effect, before this one) has been in the page a moment,
 * so screen readers announce the first toast like the later ones.
 */
export function ToasterOutlet() {
  const t = useTranslations('ux');
  useEffect(() => {
    const timer = setTimeout(
      () => attachToastOutlet({ success: sonner.success, error: sonner.error }),
      LIVE_REGION_SETTLE_MS,
    );
    return () => {
      clearTimeout(timer);
      attachToastOutlet(null);
    };
  }, []);
  return (
    <Sonner
      duration={TOAST_MS}
      // centred and below the edit drawer's title and back button, which a corner toast covered (issue 54)
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      theme="dark"
      richColors
      closeButton
      // sonner's own labels are English ('Notifications', 'Close toast')
      containerAriaLabel={t('toastRegion')}
      toastOptions={{ closeButtonAriaLabel: t('toastClose') }}
    />
  );
}
