import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../../conformance/types';
import { makeComment, makeCommunity, makePost } from './helpers';

// The student-side community endpoints for the conformance table (test/conformance/endpoints.ts
// spreads this list). All are 'user' calls; moderation (editing someone else's post) is tested in
// test/communities/feed/community.test.ts.

const author = z.object({ id: z.string().uuid(), name: z.string(), photo_url: z.string().nullable() });

export const postShape = z.object({
  id: z.string().uuid(),
  community_id: z.string().uuid(),
  title: z.string().nullable(),
  body: z.string(),
  link_url: z.string().nullable(),
  author,
  attachments: z.array(
    z.object({
      id: z.string().uuid(),
      kind: z.enum(['image', 'file', 'video']),
      url: z.string(),
      name: z.string(),
      size: z.number().int(),
      content_type: z.string(),
    }),
  ),
  like_count: z.number().int().min(0),
  comment_count: z.number().int().min(0),
  liked_by_me: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
});

const commentBase = z.object({
  id: z.string().uuid(),
  post_id: z.string().uuid(),
  parent_id: z.string().uuid().nullable(),
  body: z.string(),
  author,
  like_count: z.number().int().min(0),
  liked_by_me: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
});
export const commentShape = commentBase.extend({
  replies: z.array(commentBase.extend({ replies: z.array(z.never()) })),
});

const likeShape = z.object({ data: z.object({ liked: z.boolean(), like_count: z.number().int().min(0) }) });

/** A community with one post by the target's admin and one comment on it. */
async function world(t: Target) {
  const c = await makeCommunity(t.tenant.id);
  const p = await makePost(t.tenant.id, c.id, t.student.id);
  const cm = await makeComment(t.tenant.id, p.id, t.student.id);
  return { community: c.id, post: p.id, comment: cm.id };
}

const postCount = (t: Target) => prisma.communityPost.count({ where: { tenantId: t.tenant.id } });
const postRow = (t: Target) =>
  prisma.communityPost.findUnique({ where: { id: t.ids.post! }, select: { title: true, body: true } });
const commentRow = (t: Target) =>
  prisma.communityComment.findMany({ where: { postId: t.ids.post! }, select: { body: true } });

export const COMMUNITY_STUDENT_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/v2/communities/explorer',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/explorer/route')).GET,
    path: () => '/api/v2/communities/explorer',
    setup: world,
    crossTenant: false,
    response: z.object({
      data: z.object({
        communities: z
          .array(
            z.object({
              id: z.string().uuid(),
              title: z.string(),
              description: z.string(),
              cover_url: z.string().nullable(),
              background_color: z.string(),
              shadow_color: z.string(),
              principal: z.boolean(),
              is_private: z.boolean(),
              blocked: z.boolean(),
              upsell_text: z.string().nullable(),
              upsell_link: z.string().nullable(),
            }),
          )
          .min(1),
      }),
    }),
  },
  {
    name: 'GET /api/v2/communities/{id}/posts',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/[id]/posts/route')).GET,
    path: (t) => `/api/v2/communities/${t.ids.community}/posts?limit=10`,
    params: (t) => ({ id: t.ids.community! }),
    setup: world,
    response: z.object({
      data: z.object({ posts: z.array(postShape).min(1), next_cursor: z.string().nullable() }),
    }),
  },
  {
    name: 'POST /api/v2/communities/{id}/posts',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/[id]/posts/route')).POST,
    path: (t) => `/api/v2/communities/${t.ids.community}/posts`,
    params: (t) => ({ id: t.ids.community! }),
    setup: world,
    body: () => ({ title: 'Oi', body: 'Primeira publicação', link_url: 'https://exemplo.com' }),
    validStatus: 201,
    response: z.object({ data: postShape }),
    malformed: () => ({ title: 'x'.repeat(151), body: 'a' }),
    snapshot: postCount,
  },
  {
    name: 'GET /api/v2/communities/posts/{postId}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/route')).GET,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    response: z.object({
      data: z.object({
        post: postShape,
        comments: z.array(commentShape).min(1),
        next_cursor: z.string().nullable(),
      }),
    }),
  },
  {
    name: 'PUT /api/v2/communities/posts/{postId}',
    // another member's post or comment (the world's student's): changing it is moderating
    alsoNeeds: 'community.moderate',
    method: 'PUT',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/route')).PUT,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    body: () => ({ title: 'Editado', body: 'Texto novo' }),
    response: z.object({ data: postShape }),
    malformed: () => ({ body: 'x'.repeat(5001) }),
    snapshot: postRow,
  },
  {
    name: 'DELETE /api/v2/communities/posts/{postId}',
    // another member's post or comment (the world's student's): changing it is moderating
    alsoNeeds: 'community.moderate',
    method: 'DELETE',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/route')).DELETE,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
  },
  {
    name: 'POST /api/v2/communities/posts/{postId}/comments',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/comments/route')).POST,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}/comments`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    body: () => ({ body: 'Muito bom' }),
    validStatus: 201,
    response: z.object({ data: commentShape }),
    malformed: () => ({ body: '' }),
    snapshot: commentRow,
  },
  {
    name: 'PUT /api/v2/communities/comments/{commentId}',
    // another member's post or comment (the world's student's): changing it is moderating
    alsoNeeds: 'community.moderate',
    method: 'PUT',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/comments/[commentId]/route')).PUT,
    path: (t) => `/api/v2/communities/comments/${t.ids.comment}`,
    params: (t) => ({ commentId: t.ids.comment! }),
    setup: world,
    body: () => ({ body: 'Editado' }),
    response: z.object({ data: commentShape }),
    malformed: () => ({ body: 'x'.repeat(2001) }),
    snapshot: commentRow,
  },
  {
    name: 'DELETE /api/v2/communities/comments/{commentId}',
    // another member's post or comment (the world's student's): changing it is moderating
    alsoNeeds: 'community.moderate',
    method: 'DELETE',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/comments/[commentId]/route')).DELETE,
    path: (t) => `/api/v2/communities/comments/${t.ids.comment}`,
    params: (t) => ({ commentId: t.ids.comment! }),
    setup: world,
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
  },
  {
    name: 'POST /api/v2/communities/posts/{postId}/like',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/like/route')).POST,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}/like`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    response: likeShape,
  },
  {
    name: 'DELETE /api/v2/communities/posts/{postId}/like',
    method: 'DELETE',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/posts/[postId]/like/route')).DELETE,
    path: (t) => `/api/v2/communities/posts/${t.ids.post}/like`,
    params: (t) => ({ postId: t.ids.post! }),
    setup: world,
    response: likeShape,
  },
  {
    name: 'POST /api/v2/communities/comments/{commentId}/like',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/comments/[commentId]/like/route')).POST,
    path: (t) => `/api/v2/communities/comments/${t.ids.comment}/like`,
    params: (t) => ({ commentId: t.ids.comment! }),
    setup: world,
    response: likeShape,
  },
  {
    name: 'DELETE /api/v2/communities/comments/{commentId}/like',
    method: 'DELETE',
    auth: 'user',
    handler: async () => (await import('@/app/api/v2/communities/comments/[commentId]/like/route')).DELETE,
    path: (t) => `/api/v2/communities/comments/${t.ids.comment}/like`,
    params: (t) => ({ commentId: t.ids.comment! }),
    setup: world,
    response: likeShape,
  },
];
