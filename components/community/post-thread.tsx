'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/lite-intl';
import { toast } from '@/lib/client/toast';
import { PlainButton } from '@/components/ui/plain-button';
import { UserAvatar } from '@/components/shell/user-avatar';
import { apiFetch } from '@/lib/client/fetcher';
import { cached } from '@/lib/client/lite-cache';
import { useQueryHolder } from '@/lib/client/query-provider';
import { useLitePages } from '@/lib/client/use-lite-pages';
import { communityFeedKeys } from '@/lib/client/community-keys';
import { COMMENT_BODY_MAX, communityPaths } from '@/lib/communities/feed/paths';
import { communityPages, communityThreadPaths } from '@/lib/communities/feed/thread-paths';
import type { TCommentView, TCommunityAllows, TThread } from '@/lib/communities/feed/schemas';
import { ConfirmDelete } from './confirm-delete';
import { LikeButton } from './like-button';
import { PostCard } from './post-card';
import { RelativeDate } from './relative-date';

const nextCursor = (last: TThread) => last.next_cursor ?? undefined;

/**
 * The post page: the post, its comments (paged) with replies, a comment box and reply boxes. The pages
 * after the server's first are read through the tab's lite cache, as the community's feed (decisions 320,
 * 448): the thread's key is the one the feed's cards invalidate after a like or a comment count changes.
 */
export function PostThread({
  tenantId,
  allows,
  first,
}: {
  tenantId: string;
  allows: Pick<TCommunityAllows, 'likes' | 'comments'>;
  first: TThread;
}) {
  const t = useTranslations('community.comment');
  const router = useRouter();
  const postId = first.post.id;
  const query = useLitePages<TThread, string | null>({
    queryKey: communityFeedKeys.thread(postId),
    firstParam: null,
    initialPages: [first],
    fetchPage: async (cursor) =>
      (
        await apiFetch<{ data: TThread }>(
          `${communityPaths.post(postId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        )
      ).data,
    nextPage: nextCursor,
  });
  const pages = query.pages ?? [first];
  const post = pages[0]!.post;
  const comments = pages.flatMap((p) => p.comments);
  // The feed the member came from (the tab's cached pages) shows the count this page read: after a
  // comment, a reply or a deletion here, going back shows it without waiting for the feed's next read.
  // A tab that holds no such feed (the post opened from a link) loads nothing for it.
  const { community_id: communityId, comment_count: commentCount } = post;
  useEffect(() => {
    if (!cached(communityFeedKeys.feed(communityId))) return;
    void import('./feed-cache').then((m) =>
      m.writeFeedPost(communityId, postId, { comment_count: commentCount }),
    );
  }, [communityId, postId, commentCount]);
  return (
    <div className="flex flex-col gap-4">
      <PostCard
        key={`${post.id}-${post.comment_count}`}
        post={post}
        tenantId={tenantId}
        allows={allows}
        linkToPost={false}
        onDeleted={() => router.push(communityPages.community(tenantId, post.community_id))}
      />
      <section data-testid="post-thread" className="flex flex-col gap-3 rounded-xl bg-black/30 p-4">
        {allows.comments && (
          <CommentForm postId={postId} testId="comment" placeholder={t('placeholder')} label={t('send')} />
        )}
        {comments.length === 0 && <p className="text-sm opacity-70">{t('empty')}</p>}
        <ul className="flex flex-col gap-4">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} allows={allows} />
          ))}
        </ul>
        {query.hasNextPage && (
          <PlainButton
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={query.fetchNextPage}
            data-testid="comments-more"
          >
            {t('more')}
          </PlainButton>
        )}
      </section>
    </div>
  );
}

function CommentItem({
  comment,
  allows,
}: {
  comment: TCommentView;
  allows: Pick<TCommunityAllows, 'likes' | 'comments'>;
}) {
  const t = useTranslations('community.comment');
  const [replying, setReplying] = useState(false);
  return (
    <li data-testid="comment-item">
      <CommentBody
        comment={comment}
        allows={allows}
        onReply={allows.comments ? () => setReplying((r) => !r) : undefined}
      />
      {(comment.replies.length > 0 || replying) && (
        <ul className="mt-2 ml-6 flex flex-col gap-3 border-l border-white/15 pl-4">
          {comment.replies.map((r) => (
            <li key={r.id} data-testid="reply-item">
              <CommentBody comment={r} allows={allows} />
            </li>
          ))}
          {replying && (
            <li>
              <CommentForm
                postId={comment.post_id}
                parentId={comment.id}
                testId="reply"
                placeholder={t('replyPlaceholder')}
                label={t('sendReply')}
                onDone={() => setReplying(false)}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function CommentBody({
  comment,
  allows,
  onReply,
}: {
  comment: TCommentView;
  allows: Pick<TCommunityAllows, 'likes'>;
  onReply?: () => void;
}) {
  const t = useTranslations('community.comment');
  const tp = useTranslations('community.post');
  const holder = useQueryHolder();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.body);
  const [confirm, setConfirm] = useState(false);
  const refresh = () => holder.invalidate(communityFeedKeys.thread(comment.post_id));

  async function save() {
    try {
      await apiFetch(
        communityThreadPaths.comment(comment.id),
        { method: 'PUT', body: { body: text } },
        tp('error'),
      );
      setEditing(false);
      await refresh();
    } catch (err) {
      toast.error((err as Error).message || tp('error'));
    }
  }
  async function remove() {
    try {
      await apiFetch(communityThreadPaths.comment(comment.id), { method: 'DELETE' }, tp('error'));
      toast.success(t('deleted'));
      await refresh();
    } catch (err) {
      toast.error((err as Error).message || tp('error'));
    }
  }

  return (
    <div className="flex gap-3" data-comment-id={comment.id}>
      <UserAvatar name={comment.author.name} photoUrl={comment.author.photo_url} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{comment.author.name}</span>{' '}
          <span className="text-xs opacity-70">
            <RelativeDate iso={comment.created_at} />
            {comment.edited_at && <span> · {tp('edited')}</span>}
          </span>
        </p>
        {editing ? (
          <div className="mt-1 flex flex-col gap-2">
            <textarea
              value={text}
              maxLength={COMMENT_BODY_MAX}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('placeholder')}
              rows={2}
              className="rounded-md bg-black/30 px-3 py-2 text-sm"
            />
            <div className="flex justify-end gap-2">
              <PlainButton variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {tp('cancel')}
              </PlainButton>
              <PlainButton size="sm" onClick={save}>
                {tp('save')}
              </PlainButton>
            </div>
          </div>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap" data-testid="comment-body">
            {comment.body}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
          <LikeButton
            path={communityThreadPaths.commentLike(comment.id)}
            liked={comment.liked_by_me}
            count={comment.like_count}
            disabled={!allows.likes}
            testId="comment-like"
          />
          {onReply && (
            <button
              type="button"
              className="rounded-md px-2 py-1 hover:bg-white/10"
              onClick={onReply}
              data-testid="comment-reply"
            >
              {t('reply')}
            </button>
          )}
          {comment.can_edit && !editing && (
            <>
              <button
                type="button"
                className="rounded-md px-2 py-1 hover:bg-white/10"
                onClick={() => setEditing(true)}
              >
                {tp('edit')}
              </button>
              <button
                type="button"
                className="rounded-md px-2 py-1 text-red-400 hover:bg-white/10"
                onClick={() => setConfirm(true)}
                data-testid="comment-delete"
              >
                {tp('delete')}
              </button>
            </>
          )}
        </div>
      </div>
      <ConfirmDelete open={confirm} onOpenChange={setConfirm} text={t('deleteConfirm')} onConfirm={remove} />
    </div>
  );
}

function CommentForm({
  postId,
  parentId,
  placeholder,
  label,
  testId,
  onDone,
}: {
  postId: string;
  parentId?: string;
  placeholder: string;
  label: string;
  testId: string;
  onDone?: () => void;
}) {
  const tp = useTranslations('community.post');
  const holder = useQueryHolder();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      await apiFetch(
        communityThreadPaths.postComments(postId),
        { method: 'POST', body: { body: text, parent_id: parentId ?? null } },
        tp('error'),
      );
      setText('');
      onDone?.();
      await holder.invalidate(communityFeedKeys.thread(postId));
    } catch (err) {
      toast.error((err as Error).message || tp('error'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        value={text}
        maxLength={COMMENT_BODY_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={`${testId}-input`}
        rows={1}
        className="min-w-0 flex-1 rounded-md bg-black/30 px-3 py-2 text-sm"
      />
      <PlainButton type="submit" size="sm" disabled={busy || !text.trim()} data-testid={`${testId}-submit`}>
        {label}
      </PlainButton>
    </form>
  );
}
