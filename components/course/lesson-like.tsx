'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Heart } from '@/components/icons/heart';
import { apiFetch } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import { courseApi, type TLessonLikes } from '@/lib/course/urls';

/**
 * 'Curtir aula' (issue 50, ADR 0269): one like per member, undone by a second press, with the lesson's
 * count. Optimistic; the server's answer is the truth (a plain request: no TanStack Query on first load).
 */
export function LessonLike({ lessonId, initial }: { lessonId: string; initial: TLessonLikes }) {
  const t = useTranslations('course');
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);
  const toggle = () => {
    const before = state;
    const liked = !before.liked;
    setState({ liked, count: Math.max(0, before.count + (liked ? 1 : -1)) });
    setPending(true);
    apiFetch<{ data: TLessonLikes }>(
      courseApi.like(lessonId),
      { method: liked ? 'POST' : 'DELETE' },
      t('actionFailed'),
    )
      .then(
        (res) => setState(res.data),
        (err: Error) => {
          setState(before);
          toast.error(err.message || t('actionFailed'));
        },
      )
      .finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      data-testid="lesson-like"
      data-liked={state.liked ? 'true' : 'false'}
      aria-pressed={state.liked}
      disabled={pending}
      onClick={toggle}
      className="inline-flex h-10 items-center gap-2 self-start rounded-md bg-white/10 px-4 text-sm font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
    >
      <Heart aria-hidden className={clsx('h-5 w-5', state.liked && 'fill-current text-red-500')} />
      {state.liked ? t('liked') : t('like')}
      <span data-testid="lesson-like-count" className="opacity-80">
        {t('likeCount', { count: state.count })}
      </span>
    </button>
  );
}
