'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LessonForm } from './lesson-editor-form';
import { LessonVideoDialog } from './lesson-video-dialog';
import { FieldError, INPUT_CLASS } from './studio-field';

// Pieces of the lesson editor (lesson-editor.tsx): the duration, the way to 'Vídeo da aula' and the
// question asked when closing with unsaved changes.

/** Minutes and seconds; read-only when the server read the duration from the uploaded file. */
export function LessonDuration({
  form,
  set,
  fromFile,
  error,
}: {
  form: LessonForm;
  set: (patch: Partial<LessonForm>) => void;
  fromFile: boolean;
  error?: string;
}) {
  const t = useTranslations('studioLesson');
  const box = (key: 'minutes' | 'seconds', max?: number) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="number"
        min={0}
        max={max}
        inputMode="numeric"
        className={`${INPUT_CLASS} w-20`}
        value={form[key]}
        readOnly={fromFile}
        aria-invalid={!!error}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`lesson-duration-${key}`}
      />
      {t(key)}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2" data-testid="lesson-duration">
      <legend className="mb-1 text-sm font-medium">{t('duration')}</legend>
      <div className="flex gap-4">
        {box('minutes', 1440)}
        {box('seconds', 59)}
      </div>
      {fromFile ? <p className="text-xs opacity-70">{t('durationFromFile')}</p> : null}
      <FieldError text={error} testId="lesson-duration-error" />
    </fieldset>
  );
}

/** 'Vídeo da aula' from the editor: the video pipeline's own dialog (upload or a link), saved at once. */
export function LessonVideoButton({
  lessonId,
  value,
  onClosed,
}: {
  lessonId: string;
  value: string | null;
  onClosed: () => void;
}) {
  const t = useTranslations('video');
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="lesson-editor-video">
        <Video aria-hidden className="h-4 w-4" />
        {t('editLessonVideo')}
      </Button>
      {open ? (
        <LessonVideoDialog
          lessonId={lessonId}
          value={value}
          onClose={() => {
            setOpen(false);
            onClosed();
          }}
        />
      ) : null}
    </div>
  );
}

export function DiscardDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations('studioLesson');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onKeep()}>
      <DialogContent data-testid="lesson-editor-discard" hideClose>
        <DialogHeader>
          <DialogTitle>{t('discardTitle')}</DialogTitle>
          <DialogDescription>{t('discardBody')}</DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={onKeep} data-testid="lesson-editor-keep">
            {t('keepEditing')}
          </Button>
          <Button variant="danger" onClick={onDiscard} data-testid="lesson-editor-discard-confirm">
            {t('discard')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
