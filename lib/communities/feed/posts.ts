import 'server-only';
import { can } from '@/lib/auth/permissions';
import { publish } from '@/lib/events';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { requireReadyUpload, type ReadyUpload } from '@/lib/server/storage/uploads';
import { requireCommunity, type CommunityView } from './access';
import { readFeedPage } from './feed-read';
import {
  ATTACHMENT_UPLOAD_KIND,
  type TAttachmentInput,
  type TAttachmentKind,
  type TCommunityAllows,
  type TFeedPage,
  type TFeedQuery,
  type TPostBody,
  type TPostUpdateBody,
  type TPostView,
} from './schemas';
import { readPost } from './views';

// Community posts (issue 4): the feed by keyset, create, edit and soft delete. The community's
// content/media switches are enforced here (a 422 with a translated message), not only hidden in the
// composer. Every post creation publishes community.post.created in the same transaction.

const refuse = (messageKey: string) => new AppError('UNPROCESSABLE', { messageKey });

/** The community's switches against what the post carries (docs/decisions.md 40). */
export function assertPostAllowed(allows: TCommunityAllows, body: TPostBody) {
  if (!allows.publications) throw refuse('community.publicationsOff');
  const kinds = new Set(body.attachments.map((a) => a.kind));
  if (body.body && !allows.text) throw refuse('community.textOff');
  if (body.link_url && !allows.links) throw refuse('community.linksOff');
  if (kinds.has('image') && !allows.images) throw refuse('community.imagesOff');
  if (kinds.has('file') && !allows.files) throw refuse('community.filesOff');
  if (kinds.has('video') && !allows.videos) throw refuse('community.videosOff');
  if (body.attachments.filter((a) => a.kind === 'image').length > 1 && !allows.carousels)
    throw refuse('community.carouselsOff');
  if (!body.body && body.attachments.length === 0 && !body.link_url)
    throw new AppError('VALIDATION', {
      messageKey: 'community.bodyRequired',
      fields: { body: 'community.bodyRequired' },
    });
}

async function checkUploads(ctx: AuthedContext, attachments: TAttachmentInput[]) {
  const out: { input: TAttachmentInput; upload: ReadyUpload }[] = [];
  // At most ATTACHMENTS_MAX lookups, on a write.
  for (const input of attachments)
    out.push({
      input,
      upload: await requireReadyUpload(ctx, input.path, ATTACHMENT_UPLOAD_KIND[input.kind]),
    });
  return out;
}

function attachmentRows(ctx: AuthedContext, postId: string, list: Awaited<ReturnType<typeof checkUploads>>) {
  return list.map(({ input, upload }, i) => ({
    tenantId: ctx.tenant.id,
    postId,
    kind: input.kind,
    path: upload.key,
    name: input.name,
    size: upload.size,
    contentType: upload.contentType,
    order: i + 1,
  }));
}

/** One post as the feed shows it, through the feed's own columns and mapping (one statement). */
export async function loadPost(ctx: AuthedContext, postId: string): Promise<TPostView> {
  const post = await readPost(ctx, postId);
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

/** A live post and its community, when the user may open that community. */
export async function requirePost(
  ctx: AuthedContext,
  postId: string,
): Promise<{ post: { id: string; userId: string; communityId: string }; community: CommunityView }> {
  const post = await ctx.db.communityPost.findFirst({
    where: { id: postId, deletedAt: null },
    select: { id: true, userId: true, communityId: true },
  });
  if (!post) throw new AppError('NOT_FOUND');
  return { post, community: await requireCommunity(ctx, post.communityId) };
}

/** Only the author or a moderator of the team (community.moderate, ADR 0500) may change a post or a comment. */
export function assertMayChange(ctx: AuthedContext, authorId: string) {
  if (!can(ctx, 'community.moderate') && authorId !== ctx.user.id)
    throw new AppError('FORBIDDEN', { messageKey: 'community.notYours' });
}

/**
 * A page of the feed, newest first, by keyset on (createdAt, id): the community's access and the page's
 * posts with their authors, attachments and the member's like in one statement (decision 291).
 */
export async function feed(ctx: AuthedContext, communityId: string, q: TFeedQuery): Promise<TFeedPage> {
  return readFeedPage(ctx, communityId, q.cursor, q.limit);
}

export async function createPost(
  ctx: AuthedContext,
  communityId: string,
  body: TPostBody,
): Promise<TPostView> {
  const community = await requireCommunity(ctx, communityId);
  assertPostAllowed(community.allows, body);
  const uploads = await checkUploads(ctx, body.attachments);
  const postId = await ctx.db.$transaction(async (tx) => {
    const post = await tx.communityPost.create({
      data: {
        tenantId: ctx.tenant.id,
        communityId: community.id,
        userId: ctx.user.id,
        title: body.title ?? null,
        body: body.body,
        linkUrl: body.link_url ?? null,
      },
      select: { id: true },
    });
    if (uploads.length)
      await tx.communityPostAttachment.createMany({ data: attachmentRows(ctx, post.id, uploads) });
    await publish(tx, {
      type: 'community.post.created',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: post.id,
    });
    return post.id;
  });
  return loadPost(ctx, postId);
}

/** Edits title, text and link; a sent attachment list replaces the current one. Same switches apply. */
export async function updatePost(
  ctx: AuthedContext,
  postId: string,
  input: TPostUpdateBody,
): Promise<TPostView> {
  const { post, community } = await requirePost(ctx, postId);
  assertMayChange(ctx, post.userId);
  const kept = input.attachments
    ? null
    : await ctx.db.communityPostAttachment.findMany({
        where: { postId: post.id },
        select: { kind: true, path: true, name: true },
      });
  const body: TPostBody = {
    ...input,
    attachments: input.attachments ?? (kept ?? []).map((a) => ({ ...a, kind: a.kind as TAttachmentKind })),
  };
  assertPostAllowed(community.allows, body);
  const uploads = input.attachments ? await checkUploads(ctx, input.attachments) : null;
  await ctx.db.$transaction(async (tx) => {
    const done = await tx.communityPost.updateMany({
      where: { id: post.id, deletedAt: null },
      data: {
        title: body.title ?? null,
        body: body.body,
        linkUrl: body.link_url ?? null,
        editedAt: new Date(),
      },
    });
    if (done.count === 0) throw new AppError('NOT_FOUND');
    if (uploads) {
      await tx.communityPostAttachment.deleteMany({ where: { postId: post.id } });
      if (uploads.length)
        await tx.communityPostAttachment.createMany({ data: attachmentRows(ctx, post.id, uploads) });
    }
  });
  return loadPost(ctx, post.id);
}

/** Soft delete (the author or an editor); its comments go with it. */
export async function deletePost(ctx: AuthedContext, postId: string): Promise<{ id: string }> {
  const { post, community } = await requirePost(ctx, postId);
  assertMayChange(ctx, post.userId);
  await ctx.db.$transaction(async (tx) => {
    const done = await tx.communityPost.updateMany({
      where: { id: post.id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (done.count === 0) throw new AppError('NOT_FOUND');
    // notifications pointing at it go too, after commit (issue 9)
    await publish(tx, {
      type: 'community.post.deleted',
      tenantId: ctx.tenant.id,
      userId: ctx.user.id,
      communityId: community.id,
      postId: post.id,
    });
  });
  return { id: post.id };
}
