import { ZCommunityParams, ZFeedQuery, ZPostBody } from '@/lib/communities/feed/schemas';
import { createPost, feed } from '@/lib/communities/feed/posts';
import { route } from '@/lib/server/route';

// GET /api/v2/communities/{id}/posts?cursor=&limit= — a page of the feed, newest first (keyset cursor)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommunityParams,
  query: ZFeedQuery,
  envelope: 'data',
  handler: ({ ctx, params, query }) => feed(ctx, params.id, query),
});

// POST /api/v2/communities/{id}/posts — publish a post (the community's content switches apply)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params: ZCommunityParams,
  body: ZPostBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createPost(ctx, params.id, body),
});
