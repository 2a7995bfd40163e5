import { describe, expect, it } from 'vitest';
import { subscribe, type DomainEvent } from '@/lib/events';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import type { TestUser } from '../../support/factories';
import { makeComment, makeCommunity, makePost } from './helpers';
import { as, createPost, getFeed, other, post, setupWorld, w } from './world';

// Comments, replies, likes and the domain events of the feed's writes (access and posts:
// ./community.test.ts).

const comments = async () => (await import('@/app/api/v2/communities/posts/[postId]/comments/route')).POST;
const comment = async () => await import('@/app/api/v2/communities/comments/[commentId]/route');
const postLike = async () => await import('@/app/api/v2/communities/posts/[postId]/like/route');
const commentLike = async () => await import('@/app/api/v2/communities/comments/[commentId]/like/route');

setupWorld();

describe('comments, replies and likes', () => {
  it('comments, replies (one level), edits and deletes keep the post count right', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const send = async (u: TestUser, body: unknown) =>
      call(await comments(), 'POST', `/api/v2/communities/posts/${p.id}/comments`, {
        ...as(u),
        params: { postId: p.id },
        body,
      });
    const top = await send(other, { body: 'Ótima pergunta' });
    expect(top.status).toBe(201);
    const reply = await send(w.studentA, { body: 'Obrigado!', parent_id: top.body.data.id });
    expect(reply.status).toBe(201);
    expect(reply.body.data.parent_id).toBe(top.body.data.id);
    const deeper = await send(other, { body: 'x', parent_id: reply.body.data.id });
    expect(deeper.status).toBe(422);
    expect(deeper.body.message).toBe('Só é possível responder a um comentário, não a uma resposta.');
    expect((await send(other, { body: '' })).body.message).toBe('Escreva um comentário.');
    expect((await send(other, { body: 'x'.repeat(2001) })).body.message).toBe(
      'O comentário pode ter no máximo 2000 caracteres.',
    );

    const thread = await call((await post()).GET, 'GET', `/api/v2/communities/posts/${p.id}`, {
      ...as(w.studentA),
      params: { postId: p.id },
    });
    expect(thread.body.data.post.comment_count).toBe(2);
    expect(thread.body.data.comments).toHaveLength(1);
    expect(thread.body.data.comments[0].replies[0].body).toBe('Obrigado!');

    const mod = await comment();
    const edit = (u: TestUser, id: string) =>
      call(mod.PUT, 'PUT', `/api/v2/communities/comments/${id}`, {
        ...as(u),
        params: { commentId: id },
        body: { body: 'Editado' },
      });
    expect((await edit(w.studentA, top.body.data.id)).status).toBe(403);
    expect((await edit(other, top.body.data.id)).body.data.body).toBe('Editado');
    const del = await call(mod.DELETE, 'DELETE', `/api/v2/communities/comments/${top.body.data.id}`, {
      ...as(w.adminA),
      params: { commentId: top.body.data.id },
    });
    expect(del.status).toBe(200);
    // the reply went with its comment
    expect((await prisma.communityPost.findUnique({ where: { id: p.id } }))!.commentCount).toBe(0);
  });

  it('comments are refused when the community switched them off', async () => {
    const c = await makeCommunity(w.a.id, { comments: false });
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const res = await call(await comments(), 'POST', `/api/v2/communities/posts/${p.id}/comments`, {
      ...as(w.studentA),
      params: { postId: p.id },
      body: { body: 'oi' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Os comentários estão desativados nesta comunidade.');
  });

  it('likes are idempotent and the counters stay right under concurrency', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const cm = await makeComment(w.a.id, p.id, other.id);
    const mod = await postLike();
    const like = (u: TestUser) =>
      call(mod.POST, 'POST', `/api/v2/communities/posts/${p.id}/like`, {
        ...as(u),
        params: { postId: p.id },
      });
    const unlike = (u: TestUser) =>
      call(mod.DELETE, 'DELETE', `/api/v2/communities/posts/${p.id}/like`, {
        ...as(u),
        params: { postId: p.id },
      });
    const results = await Promise.all([like(w.studentA), like(w.studentA), like(w.studentA), like(other)]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await prisma.communityPost.findUnique({ where: { id: p.id } }))!.likeCount).toBe(2);
    expect((await getFeed(w.studentA, c.id)).body.data.posts[0]).toMatchObject({
      like_count: 2,
      liked_by_me: true,
    });
    await Promise.all([unlike(w.studentA), unlike(w.studentA)]);
    expect((await unlike(w.studentA)).body.data).toEqual({ liked: false, like_count: 1 });

    const cl = await commentLike();
    const likeC = (u: TestUser) =>
      call(cl.POST, 'POST', `/api/v2/communities/comments/${cm.id}/like`, {
        ...as(u),
        params: { commentId: cm.id },
      });
    await Promise.all([likeC(w.studentA), likeC(w.studentA)]);
    expect((await likeC(other)).body.data).toEqual({ liked: true, like_count: 2 });
    const un = await call(cl.DELETE, 'DELETE', `/api/v2/communities/comments/${cm.id}/like`, {
      ...as(other),
      params: { commentId: cm.id },
    });
    expect(un.body.data).toEqual({ liked: false, like_count: 1 });
  });

  it('likes are refused when the community switched them off', async () => {
    const c = await makeCommunity(w.a.id, { likes: false });
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const res = await call((await postLike()).POST, 'POST', `/api/v2/communities/posts/${p.id}/like`, {
      ...as(w.studentA),
      params: { postId: p.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('As curtidas estão desativadas nesta comunidade.');
  });
});

describe('domain events', () => {
  it('posts, comments, replies and likes publish their events in the write transaction', async () => {
    const c = await makeCommunity(w.a.id);
    const seen: DomainEvent[] = [];
    const off = subscribe(async (_tx, e) => {
      seen.push(e);
    });
    try {
      const created = await createPost(w.studentA, c.id, { body: 'Evento' });
      const postId = created.body.data.id as string;
      const send = async (body: unknown) =>
        call(await comments(), 'POST', `/api/v2/communities/posts/${postId}/comments`, {
          ...as(other),
          params: { postId },
          body,
        });
      const top = await send({ body: 'c' });
      const reply = await send({ body: 'r', parent_id: top.body.data.id });
      const liked = await call((await postLike()).POST, 'POST', `/api/v2/communities/posts/${postId}/like`, {
        ...as(other),
        params: { postId },
      });
      expect(liked.status).toBe(200);
      await call(
        (await commentLike()).POST,
        'POST',
        `/api/v2/communities/comments/${top.body.data.id}/like`,
        {
          ...as(w.studentA),
          params: { commentId: top.body.data.id },
        },
      );
      expect(seen.map((e) => e.type)).toEqual([
        'community.post.created',
        'community.comment.created',
        'community.reply.created',
        'community.like.created',
        'community.like.created',
      ]);
      expect(seen[0]).toMatchObject({ tenantId: w.a.id, userId: w.studentA.id, communityId: c.id, postId });
      expect(seen[2]).toMatchObject({ commentId: reply.body.data.id, parentId: top.body.data.id });
      expect(seen[4]).toMatchObject({ commentId: top.body.data.id, postId });
    } finally {
      off();
    }
  });

  it('a throwing subscriber rolls the write back', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const off = subscribe(async () => {
      throw new Error('consumer failed');
    });
    try {
      expect((await createPost(w.studentA, c.id, { body: 'não fica' })).status).toBe(500);
      const res = await call(await comments(), 'POST', `/api/v2/communities/posts/${p.id}/comments`, {
        ...as(other),
        params: { postId: p.id },
        body: { body: 'não fica' },
      });
      expect(res.status).toBe(500);
      await call((await postLike()).POST, 'POST', `/api/v2/communities/posts/${p.id}/like`, {
        ...as(other),
        params: { postId: p.id },
      });
    } finally {
      off();
    }
    expect(await prisma.communityPost.count({ where: { communityId: c.id } })).toBe(1);
    expect(await prisma.communityComment.count({ where: { postId: p.id } })).toBe(0);
    expect(await prisma.communityLike.count({ where: { postId: p.id } })).toBe(0);
    const row = await prisma.communityPost.findUnique({ where: { id: p.id } });
    expect(row).toMatchObject({ commentCount: 0, likeCount: 0 });
  });
});
