'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { lazyPart } from '@/lib/client/lazy-part';

// Editors only (the course page renders it when ctx.canEdit): 'Editar curso' and 'Organizar módulos e
// aulas'. The forms and the sortable lists load on intent, never with the course page (docs/adr/0404).
const { Part: CourseAuthoring, preload } = lazyPart(
  () => import('./authoring/course-structure'),
  'CourseAuthoring',
);

export function CourseAuthoringBar({ tenantId, courseId }: { tenantId: string; courseId: string }) {
  const t = useTranslations('studioCourse');
  const [mode, setMode] = useState<'course' | 'structure' | null>(null);
  const intent = { onPointerEnter: preload, onFocus: preload };
  return (
    <div className="mx-auto max-w-6xl px-4 md:px-8" data-testid="course-authoring">
      {mode !== 'structure' ? (
        <div className="mb-4 flex flex-wrap gap-2">
          <PlainButton
            size="sm"
            variant="secondary"
            {...intent}
            onClick={() => setMode('course')}
            data-testid="studio-edit-course"
          >
            {t('editCourse')}
          </PlainButton>
          <PlainButton
            size="sm"
            {...intent}
            onClick={() => setMode('structure')}
            data-testid="studio-open-structure"
          >
            {t('structure.open')}
          </PlainButton>
        </div>
      ) : null}
      {mode ? (
        <Suspense fallback={null}>
          <CourseAuthoring
            tenantId={tenantId}
            courseId={courseId}
            mode={mode}
            onClose={() => setMode(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
