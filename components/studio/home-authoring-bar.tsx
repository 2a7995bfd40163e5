'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { lazyPart } from '@/lib/client/lazy-part';

// Editors only (the home renders it when ctx.canEdit): 'Novo curso' and 'Cursos' above the showcase. The
// forms, lists and dialogs load on intent (hover, focus or click), never with the home (docs/adr/0404).
const { Part: HomeAuthoring, preload } = lazyPart(
  () => import('./authoring/courses-dialog'),
  'HomeAuthoring',
);

export function HomeAuthoringBar({ tenantId }: { tenantId: string }) {
  const t = useTranslations('studioCourse');
  const [mode, setMode] = useState<'new' | 'list' | null>(null);
  return (
    <div
      className="mx-auto flex max-w-screen-2xl flex-wrap gap-2 px-4 pb-4 md:px-8"
      data-testid="home-authoring"
    >
      <PlainButton
        size="sm"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setMode('new')}
        data-testid="studio-new-course"
      >
        {t('newCourse')}
      </PlainButton>
      <PlainButton
        size="sm"
        variant="secondary"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setMode('list')}
        data-testid="studio-courses"
      >
        {t('courses')}
      </PlainButton>
      {mode ? (
        <Suspense fallback={null}>
          <HomeAuthoring tenantId={tenantId} mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
