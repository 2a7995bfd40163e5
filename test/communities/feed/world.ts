import { beforeAll } from 'vitest';
import { call } from '../../support/http';
import { createUser, createWorld, type TestUser } from '../../support/factories';

// What the student-side tests (community.test.ts, comments-likes.test.ts) share: two tenants, a second
// student of tenant A (`other`), and reading the feed or posting as a member. A file calls setupWorld()
// once at its top; `w` and `other` are live bindings, set before the file's tests run.

type World = Awaited<ReturnType<typeof createWorld>>;
export let w: World;
export let other: TestUser;

export function setupWorld() {
  beforeAll(async () => {
    w = await createWorld();
    other = await createUser(w.a, 'student', 'Outra Pessoa');
  });
}

export const posts = async () => await import('@/app/api/v2/communities/[id]/posts/route');
export const post = async () => await import('@/app/api/v2/communities/posts/[postId]/route');

export const as = (u: TestUser, host = w.a.host) => ({ host, cookie: u.cookie });

export async function getFeed(u: TestUser, communityId: string, qs = '') {
  return call((await posts()).GET, 'GET', `/api/v2/communities/${communityId}/posts${qs}`, {
    ...as(u),
    params: { id: communityId },
  });
}

export async function createPost(u: TestUser, communityId: string, body: unknown, host = w.a.host) {
  return call((await posts()).POST, 'POST', `/api/v2/communities/${communityId}/posts`, {
    ...as(u, host),
    params: { id: communityId },
    body,
  });
}
