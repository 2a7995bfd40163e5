'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { lazyPart } from '@/lib/client/lazy-part';
import { celebrationsApi } from '@/lib/client/gamification-celebrations-api';
import { gamificationKeys } from '@/lib/client/gamification-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { useShellQuery } from '@/lib/client/use-shell-query';
import type { TPendingCelebration } from '@/lib/gamification/student-schemas';

// The player (a Radix dialog) is downloaded only when a celebration is pending (decision 233); it has its
// own Suspense boundary so its loading suspends nothing above it (decision 230).
const CelebrationPlayer = lazyPart(() => import('./celebration-player'), 'CelebrationPlayer').Part;

const keyOf = (p: TPendingCelebration) => `${p.kind}:${p.id}`;

/**
 * Mounted once in the student shell: the layout renders it with the member's pending celebrations (a
 * level reached, a reward earned; one indexed statement, decision 183), and it reads them again from
 * GET /api/gamification/celebrations whenever `gamificationKeys.all` is invalidated (after 'Concluir
 * aula'). Plays each once with the CelebrationPlayer, then tells the server it was seen.
 */
export function CelebrationHost({ initial }: { initial: TPendingCelebration[] }) {
  const t = useTranslations('gamificationProfile');
  const holder = useQueryHolder();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  // without TanStack Query in the first load (decision 262)
  const { data = initial } = useShellQuery({
    queryKey: gamificationKeys.celebrations(),
    queryFn: celebrationsApi.celebrations,
    initialData: initial,
    // the page brought them: no request on load, only after an invalidation
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const current = data.find((p) => !done.has(keyOf(p)));
  if (!current) return null;

  const close = () => {
    setDone((prev) => new Set(prev).add(keyOf(current)));
    celebrationsApi
      .seen({ kind: current.kind, id: current.id })
      // every gamification read of the tab is stale now: this host's, and the profile's (decision 300)
      .then(() => holder.invalidate(gamificationKeys.all))
      .catch(() => undefined); // still pending: it plays again on the next visit
  };

  return (
    <Suspense fallback={null}>
      <CelebrationPlayer
        key={keyOf(current)}
        animation={current.animation}
        sound={current.sound}
        title={
          current.kind === 'level'
            ? t('levelReached', { name: current.name })
            : current.kind === 'certificate'
              ? t('certificateEarned', { name: current.name })
              : t('rewardUnlocked', { name: current.name })
        }
        onClose={close}
      />
    </Suspense>
  );
}
