import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { withLocalStorage } from '../support/uploads';
import { call } from '../support/http';
import {
  enroll,
  makeCommunity,
  makePrivateCommunity,
  makePost,
  readyUpload,
} from '../communities/feed/helpers';
import { at, Names } from './pin';

// The feed's whole answer pinned (decision 290), recorded on the Prisma reads before they were
// rewritten as one `$read`: authors and their photos (stored, absolute, unsafe, none), attachments in
// their order, likes by the reader and by others, edited and deleted posts, posts sharing a timestamp,
// every cursor page, the editor's view, an empty community and the refusals.

withLocalStorage('feed-answers');
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let other: TestUser;
let plain: TestUser;
let community: string;
let empty: string;
let vip: string;
const n = new Names();

const feed = async (u: TestUser, id: string, qs = '', host = w.a.host) =>
  call(
    (await import('@/app/api/v2/communities/[id]/posts/route')).GET,
    'GET',
    `/api/v2/communities/${id}/posts${qs}`,
    {
      host,
      cookie: u.cookie,
    },
  );

beforeAll(async () => {
  w = await createWorld();
  const t = w.a.id;
  other = await createUser(w.a, 'student', 'Outra Pessoa');
  plain = await createUser(w.a, 'student', 'Sem Foto');
  n.set(w.a.id, 'tenantA');
  n.set(w.studentA.id, 'me');
  n.set(w.adminA.id, 'admin');
  n.set(other.id, 'other');
  n.set(plain.id, 'plain');
  await prisma.user.update({ where: { id: other.id }, data: { photoUrl: 'https://cdn.example/outra.png' } });
  await prisma.user.update({ where: { id: w.adminA.id }, data: { photoUrl: await readyUpload(t) } });
  await prisma.user.update({ where: { id: plain.id }, data: { photoUrl: 'javascript:alert(1)' } });
  community = n.set((await makeCommunity(t, { title: 'Geral' })).id, 'community');
  empty = n.set((await makeCommunity(t, { title: 'Vazia' })).id, 'empty');
  const elsewhere = n.set((await makeCommunity(t, { title: 'Outra' })).id, 'elsewhere');
  const priv = await makePrivateCommunity(t);
  vip = n.set(priv.community.id, 'vip');
  n.set(priv.product.id, 'vipProduct');

  const p1 = await makePost(t, community, other.id, {
    title: 'Com anexos',
    body: 'Veja os arquivos',
    linkUrl: 'https://example.com/artigo',
    createdAt: at(1),
    likeCount: 2,
    commentCount: 3,
  });
  n.set(p1.id, 'p1');
  const img = await readyUpload(t, 'post-image');
  const file = await readyUpload(t, 'post-file');
  const a2 = await prisma.communityPostAttachment.create({
    data: {
      tenantId: t,
      postId: p1.id,
      kind: 'image',
      path: img,
      name: 'foto.png',
      size: 2048,
      contentType: 'image/png',
      order: 2,
    },
  });
  const a1 = await prisma.communityPostAttachment.create({
    data: {
      tenantId: t,
      postId: p1.id,
      kind: 'file',
      path: file,
      name: 'guia.pdf',
      size: 4096,
      contentType: 'application/pdf',
      order: 1,
    },
  });
  n.set(a1.id, 'p1-file');
  n.set(a2.id, 'p1-image');
  await prisma.communityLike.createMany({
    data: [
      { tenantId: t, userId: w.studentA.id, postId: p1.id },
      { tenantId: t, userId: w.adminA.id, postId: p1.id },
    ],
  });
  const p2 = await makePost(t, community, w.studentA.id, {
    body: 'Meu post',
    createdAt: at(2),
    editedAt: at(3),
  });
  n.set(p2.id, 'p2-mine-edited');
  await prisma.communityLike.create({ data: { tenantId: t, userId: other.id, postId: p2.id } });
  await prisma.communityPost.update({ where: { id: p2.id }, data: { likeCount: 1 } });
  n.set(
    (await makePost(t, community, other.id, { body: 'Apagado', createdAt: at(4), deletedAt: at(5) })).id,
    'p3-deleted',
  );
  // two posts at the same instant: the id breaks the tie
  const same = [
    await makePost(t, community, w.adminA.id, { body: 'Mesmo instante A', createdAt: at(6) }),
    await makePost(t, community, plain.id, { body: 'Mesmo instante B', createdAt: at(6) }),
  ];
  same.forEach((p, i) => n.set(p.id, `p4-same-${i}`));
  n.set((await makePost(t, community, plain.id, { body: 'Mais novo', createdAt: at(7) })).id, 'p5-newest');
  const away = await makePost(t, elsewhere, w.studentA.id, { body: 'Em outra comunidade', createdAt: at(8) });
  n.set(away.id, 'p6-elsewhere');
  await prisma.communityLike.create({ data: { tenantId: t, userId: w.studentA.id, postId: away.id } });
});

describe('feed answers (pinned)', () => {
  it('the first page, every cursor page and the editor view', async () => {
    const first = await feed(w.studentA, community);
    expect(first.status).toBe(200);
    expect(n.pin(first.body)).toMatchSnapshot('student, default limit');

    const pages: unknown[] = [];
    let cursor: string | null = '';
    do {
      const res = await feed(w.studentA, community, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      pages.push(n.pin(res.body));
      cursor = res.body.data.next_cursor;
    } while (cursor && pages.length < 10);
    expect(pages).toMatchSnapshot('student, pages of 2');

    expect(n.pin((await feed(w.adminA, community, '?limit=3')).body)).toMatchSnapshot('editor');
    expect(n.pin((await feed(other, community, '?limit=1')).body)).toMatchSnapshot('other student, 1');
  });

  it('an empty community, and a cursor past the last post', async () => {
    expect(n.pin((await feed(w.studentA, empty)).body)).toMatchSnapshot('empty');
    const all = await feed(w.studentA, community, '?limit=50');
    const oldest = all.body.data.posts.at(-1);
    const cursor = Buffer.from(JSON.stringify([oldest.created_at, oldest.id])).toString('base64url');
    expect(n.pin((await feed(w.studentA, community, `?cursor=${cursor}`)).body)).toMatchSnapshot(
      'past the end',
    );
  });

  it('refusals: another tenant, a private community, an unknown id, a bad cursor, communities off', async () => {
    expect(
      n.pin(await feed(w.studentB, community, '', w.b.host).then((r) => [r.status, r.body])),
    ).toMatchSnapshot('student of tenant B on its own host');
    expect(n.pin(await feed(w.studentA, vip).then((r) => [r.status, r.body]))).toMatchSnapshot(
      'private, no product',
    );
    expect(n.pin(await feed(w.adminA, vip).then((r) => [r.status, r.body]))).toMatchSnapshot(
      'private, editor',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(n.pin(await feed(w.studentA, unknown).then((r) => [r.status, r.body]))).toMatchSnapshot(
      'unknown id',
    );
    expect(
      n.pin(await feed(w.studentA, community, '?cursor=abc').then((r) => [r.status, r.body])),
    ).toMatchSnapshot('bad cursor');
    await prisma.community.update({ where: { id: empty }, data: { active: false } });
    expect(n.pin(await feed(w.studentA, empty).then((r) => [r.status, r.body]))).toMatchSnapshot(
      'inactive, student',
    );
    expect(n.pin(await feed(w.adminA, empty).then((r) => [r.status, r.body]))).toMatchSnapshot(
      'inactive, editor',
    );
  });

  it('a member with the product of a private community reads it', async () => {
    const member = await createUser(w.a, 'student', 'Membro VIP');
    n.set(member.id, 'vipMember');
    const priv = await prisma.communityProduct.findFirstOrThrow({ where: { communityId: vip } });
    await enroll(w.a.id, member.id, priv.productId);
    await makePost(w.a.id, vip, member.id, { body: 'Só VIP', createdAt: at(9) }).then((p) =>
      n.set(p.id, 'vipPost'),
    );
    expect(n.pin(await feed(member, vip).then((r) => [r.status, r.body]))).toMatchSnapshot('private, member');
  });

  it("one post (the thread's post, a written post's answer) is the feed's entry for it", async () => {
    // loadPost answers the thread and every write with the feed's own columns and mapping (decision 340)
    const thread = (await import('@/app/api/v2/communities/posts/[postId]/route')).GET;
    for (const reader of [w.studentA, w.adminA, other]) {
      const posts = (await feed(reader, community, '?limit=50')).body.data.posts;
      expect(posts.length).toBe(5);
      for (const post of posts) {
        const res = await call(thread, 'GET', `/api/v2/communities/posts/${post.id}`, {
          host: w.a.host,
          cookie: reader.cookie,
        });
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body.data.post)).toBe(JSON.stringify(post));
      }
    }
  });
});
