import { beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type DomainEvent } from '@/lib/events';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import { createUser, createWorld, type TestUser } from '../../support/factories';
import { enroll, makeComment, makeCommunity, makePost, makePrivateCommunity, readyUpload } from './helpers';

// The student side of communities (issue 4): access, feed, posts, comments, replies, likes, events.

const explorer = async () => (await import('@/app/api/v2/communities/explorer/route')).GET;
const posts = async () => await import('@/app/api/v2/communities/[id]/posts/route');
const post = async () => await import('@/app/api/v2/communities/posts/[postId]/route');
const comments = async () => (await import('@/app/api/v2/communities/posts/[postId]/comments/route')).POST;
const comment = async () => await import('@/app/api/v2/communities/comments/[commentId]/route');
const postLike = async () => await import('@/app/api/v2/communities/posts/[postId]/like/route');
const commentLike = async () => await import('@/app/api/v2/communities/comments/[commentId]/like/route');

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let other: TestUser;
beforeAll(async () => {
  w = await createWorld();
  other = await createUser(w.a, 'student', 'Outra Pessoa');
});

const as = (u: TestUser, host = w.a.host) => ({ host, cookie: u.cookie });

async function getFeed(u: TestUser, communityId: string, qs = '') {
  return call((await posts()).GET, 'GET', `/api/v2/communities/${communityId}/posts${qs}`, {
    ...as(u),
    params: { id: communityId },
  });
}
async function createPost(u: TestUser, communityId: string, body: unknown, host = w.a.host) {
  return call((await posts()).POST, 'POST', `/api/v2/communities/${communityId}/posts`, {
    ...as(u, host),
    params: { id: communityId },
    body,
  });
}

describe('access', () => {
  it('a private community without an active product answers the typed 403 with the upsell metadata', async () => {
    const { community, product } = await makePrivateCommunity(w.a.id);
    const res = await getFeed(w.studentA, community.id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'AccessDeniedToCommunityException',
      message: 'Você ainda não tem acesso a esta comunidade.',
      metadata: {
        community_id: community.id,
        title: 'VIP',
        upsell_text: 'Seja VIP',
        upsell_link: 'https://loja.example/vip',
      },
    });
    expect(res.body.error).toBe(res.body.message);
    // posting is refused the same way, nothing written
    expect((await createPost(w.studentA, community.id, { body: 'oi' })).status).toBe(403);
    expect(await prisma.communityPost.count({ where: { communityId: community.id } })).toBe(0);
    // with the product the member gets in; editors always do
    await enroll(w.a.id, w.studentA.id, product.id);
    expect((await getFeed(w.studentA, community.id)).status).toBe(200);
    expect((await getFeed(w.adminA, community.id)).status).toBe(200);
  });

  it('an enrollment in an inactive product does not open a private community', async () => {
    const { community, product } = await makePrivateCommunity(w.a.id, 'inactive');
    await enroll(w.a.id, other.id, product.id);
    expect((await getFeed(other, community.id)).status).toBe(403);
  });

  it('inactive or deleted communities are not found for members; editors still see inactive ones', async () => {
    const inactive = await makeCommunity(w.a.id, { active: false });
    const deleted = await makeCommunity(w.a.id, { deletedAt: new Date() });
    expect((await getFeed(w.studentA, inactive.id)).status).toBe(404);
    expect((await getFeed(w.adminA, inactive.id)).status).toBe(200);
    expect((await getFeed(w.adminA, deleted.id)).status).toBe(404);
  });

  it("another tenant's community is not found", async () => {
    const c = await makeCommunity(w.a.id);
    const res = await call((await posts()).GET, 'GET', `/api/v2/communities/${c.id}/posts`, {
      ...as(w.studentB, w.b.host),
      params: { id: c.id },
    });
    expect(res.status).toBe(404);
    expect((await createPost(w.adminB, c.id, { body: 'x' }, w.b.host)).status).toBe(404);
  });

  it('the explorer lists active communities in order, private ones without a product blocked', async () => {
    const t = await createWorld();
    await makeCommunity(t.a.id, { title: 'Segunda', order: 2 });
    await makeCommunity(t.a.id, { title: 'Inativa', order: 3, active: false });
    const { product } = await makePrivateCommunity(t.a.id);
    await prisma.community.updateMany({ where: { tenantId: t.a.id, title: 'VIP' }, data: { order: 1 } });
    const list = async (u: TestUser) =>
      (
        await call(await explorer(), 'GET', '/api/v2/communities/explorer', {
          host: t.a.host,
          cookie: u.cookie,
        })
      ).body.data.communities as { title: string; blocked: boolean; upsell_link: string | null }[];
    const before = await list(t.studentA);
    expect(before.map((c) => c.title)).toEqual(['VIP', 'Segunda']);
    expect(before[0]).toMatchObject({ blocked: true, upsell_link: 'https://loja.example/vip' });
    expect(before[1]!.blocked).toBe(false);
    await enroll(t.a.id, t.studentA.id, product.id);
    expect((await list(t.studentA))[0]!.blocked).toBe(false);
    expect((await list(t.adminA))[0]!.blocked).toBe(false);
    // communities switched off: members see none
    await prisma.platformSettings.update({ where: { tenantId: t.a.id }, data: { communitiesActive: false } });
    expect(await list(t.studentA)).toEqual([]);
  });
});

describe('posts', () => {
  it('creates a post with attachments and shows it in the feed', async () => {
    const c = await makeCommunity(w.a.id);
    const image = await readyUpload(w.a.id, 'post-image', undefined, w.studentA.id);
    const file = await readyUpload(w.a.id, 'post-file', undefined, w.studentA.id);
    const video = await readyUpload(w.a.id, 'post-video', undefined, w.studentA.id);
    const res = await createPost(w.studentA, c.id, {
      title: 'Minha dúvida',
      body: 'Alguém sabe?',
      link_url: 'https://exemplo.com/x',
      attachments: [
        { kind: 'image', path: image, name: 'foto.png' },
        { kind: 'file', path: file, name: 'apostila.pdf' },
        { kind: 'video', path: video, name: 'aula.mp4' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Minha dúvida',
      body: 'Alguém sabe?',
      link_url: 'https://exemplo.com/x',
      like_count: 0,
      comment_count: 0,
      can_edit: true,
      author: { id: w.studentA.id },
    });
    expect(res.body.data.attachments.map((a: { kind: string }) => a.kind)).toEqual([
      'image',
      'file',
      'video',
    ]);
    const feed = await getFeed(w.studentA, c.id);
    expect(feed.body.data.posts[0].id).toBe(res.body.data.id);
  });

  it('refuses an attachment that is not a finished upload of the right kind', async () => {
    const c = await makeCommunity(w.a.id);
    const pending = await readyUpload(w.a.id, 'post-image', 'pending');
    const wrongKind = await readyUpload(w.a.id, 'post-file');
    const foreign = await readyUpload(w.b.id, 'post-image');
    for (const [kind, path] of [
      ['image', pending],
      ['image', wrongKind],
      ['image', foreign],
    ] as const) {
      const res = await createPost(w.studentA, c.id, {
        body: 'x',
        attachments: [{ kind, path, name: 'a.png' }],
      });
      expect(res.status).toBe(422);
    }
    expect(await prisma.communityPost.count({ where: { communityId: c.id } })).toBe(0);
  });

  it('validation messages are translated', async () => {
    const c = await makeCommunity(w.a.id);
    const cases: [unknown, string][] = [
      [{ body: '' }, 'Escreva algo para publicar.'],
      [{ body: 'x'.repeat(5001) }, 'O texto pode ter no máximo 5000 caracteres.'],
      [{ title: 'x'.repeat(151), body: 'a' }, 'O título pode ter no máximo 150 caracteres.'],
      [{ body: 'a', link_url: 'javascript:alert(1)' }, 'Link inválido'],
    ];
    for (const [body, message] of cases) {
      const res = await createPost(w.studentA, c.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses what the community switched off', async () => {
    const image = await readyUpload(w.a.id, 'post-image', undefined, w.studentA.id);
    const image2 = await readyUpload(w.a.id, 'post-image', undefined, w.studentA.id);
    const file = await readyUpload(w.a.id, 'post-file', undefined, w.studentA.id);
    const video = await readyUpload(w.a.id, 'post-video', undefined, w.studentA.id);
    const cases: [Record<string, boolean>, unknown, string][] = [
      [{ publications: false }, { body: 'oi' }, 'As publicações estão desativadas nesta comunidade.'],
      [{ text: false }, { body: 'oi' }, 'Publicações com texto estão desativadas nesta comunidade.'],
      [
        { links: false },
        { body: 'oi', link_url: 'https://a.com' },
        'Links estão desativados nesta comunidade.',
      ],
      [
        { images: false },
        { body: 'oi', attachments: [{ kind: 'image', path: image, name: 'a.png' }] },
        'Imagens estão desativadas nesta comunidade.',
      ],
      [
        { allowFiles: false },
        { body: 'oi', attachments: [{ kind: 'file', path: file, name: 'a.pdf' }] },
        'Arquivos estão desativados nesta comunidade.',
      ],
      [
        { videos: false },
        { body: 'oi', attachments: [{ kind: 'video', path: video, name: 'a.mp4' }] },
        'Vídeos estão desativados nesta comunidade.',
      ],
      [
        { carousels: false },
        {
          body: 'oi',
          attachments: [
            { kind: 'image', path: image, name: 'a.png' },
            { kind: 'image', path: image2, name: 'b.png' },
          ],
        },
        'Carrosséis de imagens estão desativados nesta comunidade.',
      ],
    ];
    for (const [switches, body, message] of cases) {
      const c = await makeCommunity(w.a.id, switches);
      const res = await createPost(w.studentA, c.id, body);
      expect(res.status, JSON.stringify(switches)).toBe(422);
      expect(res.body.message).toBe(message);
      expect(await prisma.communityPost.count({ where: { communityId: c.id } })).toBe(0);
    }
    // text off still allows a post made only of an image
    const c = await makeCommunity(w.a.id, { text: false });
    const ok = await createPost(w.studentA, c.id, {
      attachments: [{ kind: 'image', path: image, name: 'a.png' }],
    });
    expect(ok.status).toBe(201);
  });

  it('the author and editors edit and delete; another member may not', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const mod = await post();
    const put = (u: TestUser, body: unknown) =>
      call(mod.PUT, 'PUT', `/api/v2/communities/posts/${p.id}`, { ...as(u), params: { postId: p.id }, body });
    const del = (u: TestUser) =>
      call(mod.DELETE, 'DELETE', `/api/v2/communities/posts/${p.id}`, { ...as(u), params: { postId: p.id } });

    const refused = await put(other, { body: 'hack' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Você só pode alterar o que você mesmo publicou.');
    expect((await del(other)).status).toBe(403);

    const mine = await put(w.studentA, { title: 'Novo', body: 'Texto editado' });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ title: 'Novo', body: 'Texto editado' });
    expect(mine.body.data.edited_at).not.toBeNull();
    expect((await put(w.adminA, { body: 'Moderado' })).body.data.body).toBe('Moderado');

    // the other tenant's editor: not found
    const cross = await call(mod.PUT, 'PUT', `/api/v2/communities/posts/${p.id}`, {
      ...as(w.adminB, w.b.host),
      params: { postId: p.id },
      body: { body: 'x' },
    });
    expect(cross.status).toBe(404);

    expect((await del(w.adminA)).status).toBe(200);
    const row = await prisma.communityPost.findUnique({ where: { id: p.id } });
    expect(row?.deletedAt).not.toBeNull();
    expect((await getFeed(w.studentA, c.id)).body.data.posts).toEqual([]);
    expect((await del(w.studentA)).status).toBe(404);
  });

  it('keyset pagination walks every post once, also across equal timestamps', async () => {
    const c = await makeCommunity(w.a.id);
    const same = new Date('2026-01-01T12:00:00Z');
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++)
      ids.add(
        (
          await makePost(w.a.id, c.id, w.studentA.id, {
            createdAt: i < 5 ? same : new Date(same.getTime() - i * 1000),
          })
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await getFeed(w.studentA, c.id, qs);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.posts.map((p: { id: string }) => p.id));
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(ids);
    // newest first, ties by id descending
    const rows = await prisma.communityPost.findMany({
      where: { communityId: c.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(seen).toEqual(rows.map((r) => r.id));
  });

  it('a bad cursor or limit is a translated 400', async () => {
    const c = await makeCommunity(w.a.id);
    expect((await getFeed(w.studentA, c.id, '?cursor=nonsense')).body.message).toBe(
      'Não foi possível carregar mais itens. Recarregue a página.',
    );
    const res = await getFeed(w.studentA, c.id, '?limit=51');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('O limite deve ser um número entre 1 e 50.');
  });
});

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
