'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronRight, Settings2, Type } from 'lucide-react';
import type { PanelProps } from '@/components/panel/types';
import { Skeleton } from '@/components/ui/skeleton';
import { GeneralSettings } from './general-settings';
import { MarqueeSection } from './marquee-section';
import { useTenantId } from './use-lesson-settings';

type View = 'menu' | 'general' | 'marquee';

const ROW =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-sm transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary';

/** "Página de aula" in the edit drawer (SPEC.md section 2.8): Ajustes gerais and Letreiro. */
export function LessonPanel(_props: PanelProps) {
  const t = useTranslations('lesson');
  const [view, setView] = useState<View>('menu');
  const { tenantId, isError } = useTenantId();

  if (isError) return <p className="text-sm text-red-300">{t('general.loadFailed')}</p>;
  if (!tenantId) return <Skeleton className="h-24 w-full" />;

  if (view === 'general') return <GeneralSettings tenantId={tenantId} onBack={() => setView('menu')} />;
  if (view === 'marquee') return <MarqueeSection tenantId={tenantId} onBack={() => setView('menu')} />;

  return (
    <nav aria-label={t('menu.label')} data-testid="lesson-menu">
      <ul className="flex flex-col gap-1">
        <li>
          <button
            type="button"
            className={ROW}
            onClick={() => setView('general')}
            data-testid="lesson-menu-general"
          >
            <Settings2 aria-hidden className="h-5 w-5 shrink-0 opacity-80" />
            <span className="flex-1">
              <span className="block font-medium">{t('menu.general')}</span>
              <span className="block text-xs opacity-70">{t('menu.generalHint')}</span>
            </span>
            <ChevronRight aria-hidden className="h-4 w-4 opacity-60" />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={ROW}
            onClick={() => setView('marquee')}
            data-testid="lesson-menu-marquee"
          >
            <Type aria-hidden className="h-5 w-5 shrink-0 opacity-80" />
            <span className="flex-1">
              <span className="block font-medium">{t('menu.marquee')}</span>
              <span className="block text-xs opacity-70">{t('menu.marqueeHint')}</span>
            </span>
            <ChevronRight aria-hidden className="h-4 w-4 opacity-60" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

export default LessonPanel;
