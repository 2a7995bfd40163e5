'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, subscribeToasterWanted, toasterWanted } from '@/lib/client/toast';

const ToasterOutlet = lazy(() => import('./toaster-outlet').then((m) => ({ default: m.ToasterOutlet })));

/**
 * The toast outlet's host (decision 241): sonner is downloaded and mounted on the first toast
 * (`toast` of lib/client/toast.ts), not in the page's first load. `eager` (editors, whose panels call
 * sonner directly) mounts it right after hydration. Its own <Suspense> keeps the loading local.
 */
export function Toaster({ eager = false }: { eager?: boolean }) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    if (eager) requestToaster();
  }, [eager]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}
