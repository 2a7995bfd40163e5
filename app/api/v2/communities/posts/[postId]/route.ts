import { thread } from '@/lib/communities/feed/comments';
import { ZPostParams, ZPostUpdateBody, ZThreadQuery } from '@/lib/communities/feed/schemas';
import { deletePost, updatePost } from '@/lib/communities/feed/posts';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/posts/{postId}?cursor=&limit= — the post and a page of its comments with replies
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  query: ZThreadQuery,
  envelope: 'data',
  handler: ({ ctx, params, query }) => thread(ctx, params.postId, query),
});

// PUT /api/v2/communities/posts/{postId} — edit a post (its author or an editor)
export const PUT = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  body: ZPostUpdateBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updatePost(ctx, params.postId, body),
});

// DELETE /api/v2/communities/posts/{postId} — soft-delete a post (its author or an editor)
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  params: ZPostParams,
  envelope: 'data',
  handler: ({ ctx, params }) => deletePost(ctx, params.postId),
});
