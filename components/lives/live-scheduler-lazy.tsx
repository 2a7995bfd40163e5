'use client';

import { Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart } from '@/lib/client/lazy-part';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { LiveScheduler } from './live-scheduler';

// The editors' scheduler (its form: react-hook-form, zod, the pickers) in a chunk of its own, requested only
// where it is rendered, so a student's /live never downloads it (decision 447).
const { Part } = lazyPart(() => import('./live-scheduler'), 'LiveScheduler');

export function LazyLiveScheduler(props: ComponentProps<typeof LiveScheduler>) {
  // Rendered in the browser only: a form the server sent would take typing before its chunk had hydrated it,
  // and the form would not know what was typed. Until then, and while its chunk loads, a placeholder.
  const mounted = useHydrated();
  const placeholder = <Skeleton className="h-48 w-full" data-testid="live-scheduler-loading" />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Part {...props} />
    </Suspense>
  );
}
