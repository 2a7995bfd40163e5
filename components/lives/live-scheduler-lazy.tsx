'use client';

import { Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart } from '@/lib/client/lazy-part';
import type { LiveScheduler } from './live-scheduler';

// The editors' scheduler (its form: react-hook-form, zod, the pickers) in a chunk of its own, requested only
// where it is rendered, so a student's /live never downloads it (decision 447).
const { Part } = lazyPart(() => import('./live-scheduler'), 'LiveScheduler');

// false on the server and while hydrating, true once the page is live in the browser
const NO_SUBSCRIPTION = () => () => {};
const IN_BROWSER = () => true;
const ON_SERVER = () => false;

export function LazyLiveScheduler(props: ComponentProps<typeof LiveScheduler>) {
  // Rendered in the browser only: a form the server sent would take typing before its chunk had hydrated it,
  // and the form would not know what was typed. Until then, and while its chunk loads, a placeholder.
  const mounted = useSyncExternalStore(NO_SUBSCRIPTION, IN_BROWSER, ON_SERVER);
  const placeholder = <Skeleton className="h-48 w-full" data-testid="live-scheduler-loading" />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Part {...props} />
    </Suspense>
  );
}
