'use client';

import { Suspense, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { useTranslations } from '@/components/i18n/lite-intl';
import { toast } from '@/lib/client/toast';
import { PlainButton } from '@/components/ui/plain-button';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/shell/user-avatar';
import { courseKeys } from '@/lib/client/course-keys';
import { apiFetch } from '@/lib/client/fetcher';
import { useLitePages } from '@/lib/client/use-lite-pages';
import { COMMENT_MAX, commentBodyError } from '@/lib/course/constants';
import type { TCommentsPage, TCommentView } from '@/lib/course/schemas';
import { courseApi } from '@/lib/course/urls';
import { lazyPart } from '@/lib/client/lazy-part';

// The moderators' buttons load only where they show (ADR 0283): not in a student's first load.
const CommentModeration = lazyPart(() => import('./comment-moderation'), 'CommentModeration').Part;

/**
 * Questions under a lesson (students) and answers (editors). Only rendered when comments are on. Read
 * with the lite paged list, which behaves as `useInfiniteQuery` did (no TanStack Query in the lesson
 * page's first load, decision 301).
 */
export function LessonComments({
  lessonId,
  canAnswer,
  canModerate,
}: {
  lessonId: string;
  canAnswer: boolean;
  canModerate: boolean;
}) {
  const t = useTranslations('course');
  const query = useLitePages({
    queryKey: courseKeys.comments(lessonId),
    firstParam: 1,
    fetchPage: (page) =>
      apiFetch<{ data: TCommentsPage }>(courseApi.comments(lessonId, page)).then((r) => r.data),
    nextPage: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const comments = query.pages?.flatMap((p) => p.comments) ?? [];
  const onSent = () => void query.refetch();
  return (
    <section data-testid="lesson-comments" className="mt-10">
      <h2 className="mb-4 text-xl font-semibold">{t('commentsTitle')}</h2>
      <CommentForm
        lessonId={lessonId}
        placeholder={t('commentPlaceholder')}
        testId="comment"
        onSent={onSent}
      />
      <ul className="mt-6 flex flex-col gap-4">
        {comments.map((c) => (
          <CommentItem
            key={c.id}
            lessonId={lessonId}
            comment={c}
            canAnswer={canAnswer}
            canModerate={canModerate}
            onSent={onSent}
          />
        ))}
      </ul>
      {query.isSuccess && comments.length === 0 && <p className="opacity-70">{t('noComments')}</p>}
      {query.hasNextPage && (
        <PlainButton
          variant="secondary"
          className="mt-4"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {t('loadMore')}
        </PlainButton>
      )}
    </section>
  );
}

function CommentItem({
  lessonId,
  comment,
  canAnswer,
  canModerate,
  onSent,
}: {
  lessonId: string;
  comment: TCommentView;
  canAnswer: boolean;
  canModerate: boolean;
  onSent: () => void;
}) {
  const t = useTranslations('course');
  const [answering, setAnswering] = useState(false);
  return (
    <li data-testid="comment-item" className="rounded-lg bg-surface-2 p-4">
      <CommentBody comment={comment} lessonId={lessonId} canModerate={canModerate} onChanged={onSent} />
      {comment.answers.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3 border-l border-white/15 pl-4">
          {comment.answers.map((a) => (
            <li key={a.id} data-testid="comment-answer">
              <CommentBody comment={a} lessonId={lessonId} canModerate={canModerate} onChanged={onSent} />
            </li>
          ))}
        </ul>
      )}
      {canAnswer &&
        (answering ? (
          <div className="mt-3">
            <CommentForm
              lessonId={lessonId}
              parentId={comment.id}
              placeholder={t('answerPlaceholder')}
              testId="answer"
              onSent={onSent}
              onDone={() => setAnswering(false)}
            />
          </div>
        ) : (
          <PlainButton variant="ghost" size="sm" className="mt-2" onClick={() => setAnswering(true)}>
            {t('answer')}
          </PlainButton>
        ))}
    </li>
  );
}

function CommentBody({
  comment,
  lessonId,
  canModerate,
  onChanged,
}: {
  comment: TCommentView;
  lessonId: string;
  canModerate: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations('course');
  return (
    <div className={clsx('flex gap-3', comment.hidden && 'opacity-60')}>
      <UserAvatar name={comment.author.name} photoUrl={comment.author.photo_url} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{comment.author.name}</span>
          {comment.from_editor && <Badge>{t('editorBadge')}</Badge>}
          {comment.hidden && <Badge data-testid="comment-hidden-badge">{t('commentHiddenBadge')}</Badge>}
        </div>
        <p data-testid="comment-body" className="mt-1 break-words whitespace-pre-line">
          {comment.body}
        </p>
        {canModerate && (
          <Suspense fallback={null}>
            <CommentModeration comment={comment} lessonId={lessonId} onChanged={onChanged} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function CommentForm({
  lessonId,
  parentId,
  placeholder,
  testId,
  onSent,
  onDone,
}: {
  lessonId: string;
  parentId?: string;
  placeholder: string;
  testId: string;
  /** the list reads its pages again */
  onSent: () => void;
  onDone?: () => void;
}) {
  const tc = useTranslations('course');
  // One field: a plain controlled form (no form library in the lesson page's first load, decision 242),
  // checked like the former react-hook-form setup: on submit, then on every change once submitted.
  const [body, setBody] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<ReturnType<typeof commentBodyError>>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // a plain mutation (decision 301)
  const [pending, setPending] = useState(false);
  const send = {
    isPending: pending,
    mutate: (text: string) => {
      setPending(true);
      apiFetch(
        courseApi.comments(lessonId),
        { method: 'POST', body: { body: text, parent_id: parentId ?? null } },
        tc('actionFailed'),
      )
        .then(
          () => {
            setBody('');
            setSubmitted(false);
            setError(null);
            toast.success(tc('commentSent'));
            onSent();
            onDone?.();
          },
          (err: Error) => toast.error(err.message || tc('actionFailed')),
        )
        .finally(() => setPending(false));
    },
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = commentBodyError(body);
    setSubmitted(true);
    setError(problem);
    if (problem) field.current?.focus();
    else send.mutate(body.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <textarea
        ref={field}
        name="body"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (submitted) setError(commentBodyError(e.target.value));
        }}
        data-testid={`${testId}-input`}
        aria-label={placeholder}
        placeholder={placeholder}
        maxLength={COMMENT_MAX}
        rows={3}
        aria-invalid={!!error}
        className="w-full resize-y rounded-md border border-white/15 bg-black/20 p-3 outline-none focus:border-primary"
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-red-400" role={error ? 'alert' : undefined}>
          {/* commentBodyError's keys are in this namespace ('course.commentRequired' …) */}
          {error
            ? tc(error.replace(/^course\./, '') as 'commentRequired' | 'commentTooLong', { max: COMMENT_MAX })
            : null}
        </span>
        <span className="flex items-center gap-3">
          <span className="opacity-60">{tc('charCount', { count: body.length, max: COMMENT_MAX })}</span>
          {onDone && (
            <PlainButton variant="ghost" size="sm" onClick={onDone}>
              {tc('cancel')}
            </PlainButton>
          )}
          <PlainButton type="submit" size="sm" data-testid={`${testId}-submit`} disabled={send.isPending}>
            {tc('send')}
          </PlainButton>
        </span>
      </div>
    </form>
  );
}
