'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { lazyPart } from '@/lib/client/lazy-part';

// Editors only: 'Vídeo da aula' under the player in edit mode. The dialog and the video field load on
// intent (hover, focus or click), never with the lesson page.
const { Part: LessonVideoDialog, preload } = lazyPart(
  () => import('./lesson-video-dialog'),
  'LessonVideoDialog',
);

export function LessonVideoControl({ lessonId, value }: { lessonId: string; value: string | null }) {
  const t = useTranslations('video');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton
        size="sm"
        variant="secondary"
        data-testid="lesson-video-edit"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {t('editLessonVideo')}
      </PlainButton>
      {open ? <LessonVideoDialog lessonId={lessonId} value={value} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
