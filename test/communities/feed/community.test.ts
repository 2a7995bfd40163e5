import { describe, expect, it } from 'vitest';
import { soleCommunity } from '@/lib/communities/feed/access';
import { prisma } from '@/lib/server/db';
import { call } from '../../support/http';
import { createWorld, type TestUser } from '../../support/factories';
import { enroll, makeCommunity, makePost, makePrivateCommunity, readyUpload } from './helpers';
import { as, createPost, getFeed, other, post, posts, setupWorld, w } from './world';

// The student side of communities (issue 4): access, the explorer, the feed and posts.

const explorer = async () => (await import('@/app/api/v2/communities/explorer/route')).GET;

setupWorld();

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
    // The principal community leads the explorer, whatever its order; each card carries its shadow colour.
    await makeCommunity(t.a.id, { title: 'Principal', order: 9, principal: true, shadowColor: '#FF0055' });
    const led = await list(t.studentA);
    expect(led.map((c) => c.title)).toEqual(['Principal', 'VIP', 'Segunda']);
    expect(led[0]).toMatchObject({ principal: true, shadow_color: '#FF0055' });
    expect(led[1]).toMatchObject({ principal: false, shadow_color: '#000000' });
    // communities switched off: members see none
    await prisma.platformSettings.update({ where: { tenantId: t.a.id }, data: { communitiesActive: false } });
    expect(await list(t.studentA)).toEqual([]);
  });
});

describe('Comunidade opens the principal community when it is the only one (issue 50, ADR 0267)', () => {
  it('the sole, open, principal community is opened; a second one or a lock shows the explorer', async () => {
    const t = await createWorld();
    const list = async () =>
      (
        await call(await explorer(), 'GET', '/api/v2/communities/explorer', {
          host: t.a.host,
          cookie: t.studentA.cookie,
        })
      ).body.data.communities as { id: string; principal: boolean; blocked: boolean }[];
    const only = await makeCommunity(t.a.id, { title: 'Única', order: 1 });
    expect(soleCommunity(await list())).toBeNull(); // not principal
    await prisma.community.update({ where: { id: only.id }, data: { principal: true } });
    expect(soleCommunity(await list())).toBe(only.id);
    const second = await makeCommunity(t.a.id, { title: 'Outra', order: 2 });
    expect(soleCommunity(await list())).toBeNull();
    await prisma.community.update({ where: { id: second.id }, data: { active: false } });
    expect(soleCommunity(await list())).toBe(only.id);
    // a principal the member may not open keeps the explorer (its upsell)
    await prisma.community.update({ where: { id: only.id }, data: { isPrivate: true } });
    expect(soleCommunity(await list())).toBeNull();
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
