import 'server-only';
import type { AfterCommitConsumer, OutboxEntry } from '@/lib/events/outbox';
import type { DomainEvent } from '@/lib/events/types';
import { prisma } from '@/lib/server/db';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { queueNotificationEmails } from './email-queue';
import { fanout, type FanoutSpec } from './fanout';
import { LIKE_GRACE_MS } from './schemas';

// The notification generators (issue 9), run after commit from the outbox (never inside the student's
// write). Each event is checked against the current rows first: a post or comment deleted before the
// drain leaves nothing, a like already gone leaves nothing. The nested data of SPEC 3 is built once
// per event and copied into every row, so listing needs no join. Deletions remove the notifications
// that point at the deleted thing.

const person = (u: { name: string; photoUrl: string | null }) => ({
  name: u.name,
  photo_url: storedImageUrl(u.photoUrl),
});
const USER = { select: { name: true, photoUrl: true } } as const;

async function liveCommunity(tenantId: string, id: string) {
  const c = await prisma.community.findFirst({
    where: { id, tenantId, deletedAt: null, active: true },
    select: { id: true, isPrivate: true },
  });
  if (!c) return null;
  const s = await prisma.platformSettings.findFirst({
    where: { tenantId },
    select: { communitiesActive: true },
  });
  return s && !s.communitiesActive ? null : c;
}

async function livePost(tenantId: string, id: string) {
  return prisma.communityPost.findFirst({
    where: { id, tenantId, deletedAt: null },
    select: { id: true, title: true, userId: true, communityId: true },
  });
}

async function onPost(e: Extract<DomainEvent, { type: 'community.post.created' }>, emails: Emails) {
  const [post, community, actor] = await Promise.all([
    livePost(e.tenantId, e.postId),
    liveCommunity(e.tenantId, e.communityId),
    prisma.user.findUnique({ where: { id: e.userId }, ...USER }),
  ]);
  if (!post || !community || !actor) return;
  await run(
    {
      tenantId: e.tenantId,
      type: 'community_post',
      pref: 'post',
      actorId: e.userId,
      community,
      postId: post.id,
      data: {
        community_post: { id: post.id, community_id: community.id, title: post.title, user: person(actor) },
      },
      dedupeKey: `post:${post.id}`,
    },
    emails,
  );
}

async function onComment(
  e: Extract<DomainEvent, { type: 'community.comment.created' | 'community.reply.created' }>,
  emails: Emails,
) {
  const [post, community, comment] = await Promise.all([
    livePost(e.tenantId, e.postId),
    liveCommunity(e.tenantId, e.communityId),
    prisma.communityComment.findFirst({
      where: { id: e.commentId, tenantId: e.tenantId, deletedAt: null },
      select: { id: true, body: true, user: USER, parent: { select: { userId: true, deletedAt: true } } },
    }),
  ]);
  if (!post || !community || !comment) return;
  const reply = e.type === 'community.reply.created';
  const recipient = reply ? comment.parent?.userId : post.userId;
  if (!recipient || recipient === e.userId || (reply && comment.parent?.deletedAt)) return;
  const base = { community_id: community.id, content: comment.body, user: person(comment.user) };
  await run(
    {
      tenantId: e.tenantId,
      type: reply ? 'community_reply' : 'community_comment',
      pref: reply ? 'reply' : 'comment',
      actorId: e.userId,
      community,
      postId: post.id,
      commentId: comment.id,
      userId: recipient,
      data: reply
        ? { community_post_comment_reply: { ...base, post_data: { post_id: post.id } } }
        : { community_post_comment: { ...base, community_comment_data: { post: { id: post.id } } } },
      dedupeKey: `comment:${comment.id}`,
    },
    emails,
  );
}

async function onLike(e: Extract<DomainEvent, { type: 'community.like.created' }>, emails: Emails) {
  if (e.commentId) return; // only likes on a post notify (issue 9)
  const [post, community, like] = await Promise.all([
    livePost(e.tenantId, e.postId),
    liveCommunity(e.tenantId, e.communityId),
    prisma.communityLike.findFirst({
      where: { id: e.likeId, tenantId: e.tenantId },
      select: { id: true, user: USER, post: { select: { user: USER } } },
    }),
  ]);
  if (!post || !community || !like || post.userId === e.userId) return;
  const liker = person(like.user);
  await run(
    {
      tenantId: e.tenantId,
      type: 'community_like',
      pref: 'like',
      actorId: e.userId,
      community,
      postId: post.id,
      likeId: like.id,
      userId: post.userId,
      data: {
        community_post: {
          id: post.id,
          community_id: community.id,
          title: post.title,
          user: liker,
          owner_like: { post_id: post.id, community_id: community.id, user: liker, title: post.title },
        },
      },
      // one per liker and post: unliking and liking again does not notify twice
      dedupeKey: `like:${post.id}:${e.userId}`,
    },
    emails,
    { delayEmailMs: LIKE_GRACE_MS },
  );
}

async function onAnswer(e: Extract<DomainEvent, { type: 'lesson.answered' }>, emails: Emails) {
  const [question, lesson, editor] = await Promise.all([
    prisma.lessonComment.findFirst({
      where: { id: e.questionId, tenantId: e.tenantId },
      select: { userId: true },
    }),
    prisma.lesson.findFirst({
      where: { id: e.lessonId, tenantId: e.tenantId },
      select: { id: true, title: true, slug: true },
    }),
    prisma.user.findUnique({ where: { id: e.userId }, ...USER }),
  ]);
  if (!question || !lesson || !editor || question.userId === e.userId) return;
  await run(
    {
      tenantId: e.tenantId,
      type: 'doubt',
      pref: 'reply',
      actorId: e.userId,
      community: null,
      lessonId: lesson.id,
      commentId: e.commentId,
      userId: question.userId,
      data: {
        class_doubt: {
          lesson: { id: lesson.id, title: lesson.title, slug: lesson.slug },
          response_owner: person(editor),
        },
      },
      dedupeKey: `doubt:${e.commentId}`,
    },
    emails,
  );
}

type Emails = (ids: string[], delayMs?: number, tenantId?: string) => Promise<void>;

async function run(spec: FanoutSpec, emails: Emails, opts: { delayEmailMs?: number } = {}) {
  await fanout(spec, (ids) => emails(ids, opts.delayEmailMs, spec.tenantId));
}

/** Removes what points at a deleted post, comment (and its replies) or a like undone within a minute. */
async function onRemoval(e: DomainEvent): Promise<void> {
  if (e.type === 'community.post.deleted') {
    await prisma.notification.deleteMany({ where: { tenantId: e.tenantId, postId: e.postId } });
  } else if (e.type === 'community.comment.deleted') {
    await prisma.$executeRawUnsafe(
      `DELETE FROM notifications
        WHERE tenant_id = $1::uuid
          AND (comment_id = $2::uuid
               OR comment_id IN (SELECT id FROM community_comments WHERE tenant_id = $1::uuid AND parent_id = $2::uuid))`,
      e.tenantId,
      e.commentId,
    );
  } else if (e.type === 'community.like.removed' && !e.commentId) {
    const removedAt = e.at ?? new Date();
    if (removedAt.getTime() - new Date(e.likedAt).getTime() <= LIKE_GRACE_MS)
      await prisma.notification.deleteMany({
        where: { tenantId: e.tenantId, type: 'community_like', likeId: e.likeId },
      });
  }
}

export async function generateNotifications(
  { event: e }: OutboxEntry,
  emails: Emails = queueNotificationEmails,
): Promise<void> {
  switch (e.type) {
    case 'community.post.created':
      return onPost(e, emails);
    case 'community.comment.created':
    case 'community.reply.created':
      return onComment(e, emails);
    case 'community.like.created':
      return onLike(e, emails);
    case 'lesson.answered':
      return onAnswer(e, emails);
    case 'community.post.deleted':
    case 'community.comment.deleted':
    case 'community.like.removed':
      return onRemoval(e);
    default:
      return;
  }
}

export const notificationsConsumer: AfterCommitConsumer = {
  name: 'notifications',
  handle: (entry) => generateNotifications(entry),
};
