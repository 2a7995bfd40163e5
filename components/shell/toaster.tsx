'use client';

import { Toaster as Sonner } from 'sonner';
import { TOAST_MS } from '@/lib/client/stale';

/** The one toast outlet of the student site (SPEC.md section 8: errors appear as toasts). */
export function Toaster() {
  return <Sonner duration={TOAST_MS} position="top-right" theme="dark" richColors closeButton />;
}
