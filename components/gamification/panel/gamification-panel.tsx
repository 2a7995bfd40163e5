'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronRight, Gift, Medal, Star, Trophy, type LucideIcon } from 'lucide-react';
import { useTenantId } from '@/components/lesson/panel/use-lesson-settings';
import type { PanelProps } from '@/components/panel/types';
import { Skeleton } from '@/components/ui/skeleton';
import { LevelsSection } from './levels-section';
import { PointsSection } from './points-section';
import { RankingSection } from './ranking-section';
import { RewardsSection } from './rewards-section';

type View = 'menu' | 'rewards' | 'levels' | 'points' | 'ranking';

const ENTRIES: ReadonlyArray<{ id: Exclude<View, 'menu'>; icon: LucideIcon }> = [
  { id: 'rewards', icon: Gift },
  { id: 'levels', icon: Medal },
  { id: 'points', icon: Star },
  { id: 'ranking', icon: Trophy },
];

const ROW =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-sm transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary';

/** "Gamificação" in the edit drawer (SPEC.md section 2.7): Recompensa, Níveis, Pontuação, Ranking. */
export function GamificationPanel(_props: PanelProps) {
  const t = useTranslations('gamificationPanel');
  const [view, setView] = useState<View>('menu');
  const { tenantId, isError } = useTenantId();

  if (isError) return <p className="text-sm text-red-300">{t('loadFailed')}</p>;
  if (!tenantId) return <Skeleton className="h-24 w-full" />;

  const back = () => setView('menu');
  if (view === 'rewards') return <RewardsSection tenantId={tenantId} onBack={back} />;
  if (view === 'levels') return <LevelsSection tenantId={tenantId} onBack={back} />;
  if (view === 'points') return <PointsSection tenantId={tenantId} onBack={back} />;
  if (view === 'ranking') return <RankingSection tenantId={tenantId} onBack={back} />;

  return (
    <nav aria-label={t('menu.label')} data-testid="gamification-menu">
      <ul className="flex flex-col gap-1">
        {ENTRIES.map(({ id, icon: Icon }) => (
          <li key={id}>
            <button
              type="button"
              className={ROW}
              onClick={() => setView(id)}
              data-testid={`gamification-menu-${id}`}
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0 opacity-80" />
              <span className="flex-1">
                <span className="block font-medium">{t(`menu.${id}`)}</span>
                <span className="block text-xs opacity-70">{t(`menu.${id}Hint`)}</span>
              </span>
              <ChevronRight aria-hidden className="h-4 w-4 opacity-60" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default GamificationPanel;
