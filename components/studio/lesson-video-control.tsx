'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { lazyPart } from '@/lib/client/lazy-part';

// Editors only: 'Editar aula' and 'Vídeo da aula' under the player in edit mode. The editor sheet, the
// dialog and the video field load on intent (hover, focus or click), never with the lesson page.
const video = lazyPart(() => import('./lesson-video-dialog'), 'LessonVideoDialog');
const editor = lazyPart(() => import('./lesson-editor'), 'LessonEditor');

function Opener({
  testId,
  label,
  preload,
  children,
}: {
  testId: string;
  label: string;
  preload: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton
        size="sm"
        variant="secondary"
        data-testid={testId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {label}
      </PlainButton>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}

export function LessonVideoControl({ lessonId, value }: { lessonId: string; value: string | null }) {
  const t = useTranslations('video');
  return (
    <Opener testId="lesson-video-edit" label={t('editLessonVideo')} preload={video.preload}>
      {(close) => <video.Part lessonId={lessonId} value={value} onClose={close} />}
    </Opener>
  );
}

export function LessonEditorControl({ lessonId }: { lessonId: string }) {
  const t = useTranslations('studioLesson');
  return (
    <Opener testId="lesson-editor-open" label={t('open')} preload={editor.preload}>
      {(close) => <editor.Part lessonId={lessonId} onClose={close} />}
    </Opener>
  );
}
