'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import type { TCommentView } from '@/lib/course/schemas';
import { courseApi } from '@/lib/course/urls';

/** The editors' hide / show and delete (with an inline confirmation) of one comment (issue 54). */
export function CommentModeration({
  comment,
  lessonId,
  onChanged,
}: {
  comment: TCommentView;
  lessonId: string;
  onChanged: () => void;
}) {
  const t = useTranslations('course');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const act = (init: { method: 'PATCH' | 'DELETE'; body?: unknown }, done: string) => {
    setPending(true);
    apiFetch(courseApi.comment(lessonId, comment.id), init, t('actionFailed'))
      .then(
        () => {
          toast.success(done);
          setConfirming(false);
          onChanged();
        },
        (err: Error) => toast.error(err.message || t('actionFailed')),
      )
      .finally(() => setPending(false));
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
      {confirming ? (
        <>
          <span role="alert">{t('commentConfirmDelete')}</span>
          <PlainButton
            variant="secondary"
            size="sm"
            disabled={pending}
            data-testid="comment-delete-confirm"
            onClick={() => act({ method: 'DELETE' }, t('commentDeleted'))}
          >
            {t('commentConfirm')}
          </PlainButton>
          <PlainButton variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </PlainButton>
        </>
      ) : (
        <>
          <PlainButton
            variant="ghost"
            size="sm"
            disabled={pending}
            data-testid="comment-hide-toggle"
            onClick={() =>
              act(
                { method: 'PATCH', body: { hidden: !comment.hidden } },
                comment.hidden ? t('commentShown') : t('commentHidden'),
              )
            }
          >
            {comment.hidden ? t('commentShow') : t('commentHide')}
          </PlainButton>
          <PlainButton
            variant="ghost"
            size="sm"
            disabled={pending}
            data-testid="comment-delete"
            onClick={() => setConfirming(true)}
          >
            {t('commentDelete')}
          </PlainButton>
        </>
      )}
    </div>
  );
}
