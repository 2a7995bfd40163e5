'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';

// The lesson editor's media field (issue 46), for now a plain address: a YouTube, Vimeo or Panda page,
// or a file address. The video pipeline's `video-field.tsx` takes its place with the same props (an
// uploaded video is stored as `asset:<uuid>`). Editor-only: loaded with the lesson editor, on intent.

export function LessonMediaField({
  value,
  onChange,
}: {
  value: string | null;
  onChange(v: string | null): void;
}) {
  const t = useTranslations('studio');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('mediaLabel')}
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        data-testid="lesson-media-url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
        className="h-10 rounded-md border border-white/20 bg-transparent px-3 text-sm"
      />
      <p className="text-xs opacity-70">{t('mediaHint')}</p>
    </div>
  );
}
