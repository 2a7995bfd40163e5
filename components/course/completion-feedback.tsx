'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { lazyPart } from '@/lib/client/lazy-part';
import { toast } from '@/lib/client/toast';
import type { TCompletionEarned } from '@/lib/course/schemas';

// What 'Concluir aula' earned (issue 54, ADR 0287): a '+10 XP' toast when it scored (nothing when it
// gave 0 points), and finishing a module or a course plays the level-up's celebration (the same player,
// loaded only then). The lesson page's first load gets this hook and the player's lazy reference only.
const CelebrationPlayer = lazyPart(
  () => import('@/components/gamification/celebration-player'),
  'CelebrationPlayer',
).Part;

type Party = { title: string; animation: string; sound: string };

export function useCompletionFeedback(): { announce: (earned: TCompletionEarned) => void; node: ReactNode } {
  const t = useTranslations('course');
  const [party, setParty] = useState<Party | null>(null);
  const announce = useCallback(
    (earned: TCompletionEarned) => {
      if (earned.points > 0) toast.success(t('pointsEarned', { points: earned.points, unit: earned.unit }));
      // a course with a certificate: the certificate's own celebration plays (the shell's host)
      if (earned.course && earned.certificate) return;
      if (earned.course)
        setParty({
          title: t('courseFinished', { name: earned.course }),
          animation: 'trofeu2',
          sound: 'applause',
        });
      else if (earned.module)
        setParty({
          title: t('moduleFinished', { name: earned.module }),
          animation: 'parabens',
          sound: 'chime',
        });
    },
    [t],
  );
  // the player is a dialog (a portal): tests find it by its data-animation
  const node = party ? <CelebrationPlayer {...party} onClose={() => setParty(null)} /> : null;
  return { announce, node };
}
