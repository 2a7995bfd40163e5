import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import type { TestTenant, TestUser } from '../support/factories';

// Shared by the notification tests: the community calls a member makes, a synchronous outbox drain
// (what the worker's 'outbox-drain' job does after commit) and a look at someone's notifications.

const posts = async () => await import('@/app/api/v2/communities/[id]/posts/route');
const post = async () => await import('@/app/api/v2/communities/posts/[postId]/route');
const comments = async () => (await import('@/app/api/v2/communities/posts/[postId]/comments/route')).POST;
const comment = async () => await import('@/app/api/v2/communities/comments/[commentId]/route');
const postLike = async () => await import('@/app/api/v2/communities/posts/[postId]/like/route');

export const as = (t: TestTenant, u: TestUser) => ({ host: t.host, cookie: u.cookie });

export async function newPost(t: TestTenant, u: TestUser, communityId: string, title = 'Meu post') {
  const res = await call((await posts()).POST, 'POST', `/api/v2/communities/${communityId}/posts`, {
    ...as(t, u),
    params: { id: communityId },
    body: { title, body: 'Olá, turma!' },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`post ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export async function newComment(t: TestTenant, u: TestUser, postId: string, parentId?: string) {
  const res = await call(await comments(), 'POST', `/api/v2/communities/posts/${postId}/comments`, {
    ...as(t, u),
    params: { postId },
    body: { body: 'Muito bom!', ...(parentId ? { parent_id: parentId } : {}) },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`comment ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export async function like(t: TestTenant, u: TestUser, postId: string, method: 'POST' | 'DELETE' = 'POST') {
  const mod = await postLike();
  const handler = method === 'POST' ? mod.POST : mod.DELETE;
  const res = await call(handler, method, `/api/v2/communities/posts/${postId}/like`, {
    ...as(t, u),
    params: { postId },
  });
  if (res.status >= 300) throw new Error(`like ${res.status}`);
}

export async function deletePost(t: TestTenant, u: TestUser, postId: string) {
  const res = await call((await post()).DELETE, 'DELETE', `/api/v2/communities/posts/${postId}`, {
    ...as(t, u),
    params: { postId },
  });
  if (res.status >= 300) throw new Error(`delete post ${res.status}`);
}

export async function deleteComment(t: TestTenant, u: TestUser, commentId: string) {
  const res = await call((await comment()).DELETE, 'DELETE', `/api/v2/communities/comments/${commentId}`, {
    ...as(t, u),
    params: { commentId },
  });
  if (res.status >= 300) throw new Error(`delete comment ${res.status}`);
}

/** Drains the outbox now, as the worker would after commit. */
export const drain = () => drainOutbox();

export const notificationsOf = (userId: string) =>
  prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
