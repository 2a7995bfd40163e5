import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/search/route';
import { excerpt } from '@/lib/search/community';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { enroll, makeCommunity, makePost, makePrivateCommunity } from '../communities/feed/helpers';

// The search finds community posts and comments the member may read, accents ignored (issue 54, ADR 0288).
let t: TestTenant;
let other: TestTenant;
let student: TestUser;
let admin: TestUser;
let ids: Record<string, string>;

const find = async (u: TestUser, term: string, host = t.host) => {
  const res = await call(GET, 'GET', `/api/auth/search?term=${encodeURIComponent(term)}&limit=10`, {
    host,
    cookie: u.cookie,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<
    string,
    { items: { id: string; href: string; title: string; context: string }[] }
  >;
};
const found = (data: Awaited<ReturnType<typeof find>>, kind: string) => data[kind]!.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTenant('Escola Busca Comunidade');
  other = await createTenant('Outra Escola Busca');
  student = await createUser(t, 'student', 'Aluna Busca');
  admin = await createUser(t, 'admin');
  const author = await createUser(t, 'student', 'Autor');
  const open = await makeCommunity(t.id, { title: 'Geral' });
  const vip = await makePrivateCommunity(t.id);
  const locked = await makePrivateCommunity(t.id);
  const inactive = await makeCommunity(t.id, { title: 'Parada', active: false });
  await enroll(t.id, student.id, vip.product.id);
  const post = (communityId: string, title: string | null, body: string, extra = {}) =>
    makePost(t.id, communityId, author.id, { title, body, ...extra });
  const openPost = await post(open.id, 'Iluminação natural', 'Dicas de exposição para retratos');
  const vipPost = await post(vip.community.id, null, 'Exposição longa à noite');
  const lockedPost = await post(locked.community.id, 'Exposição secreta', '…');
  const inactivePost = await post(inactive.id, 'Exposição parada', '…');
  const deletedPost = await post(open.id, 'Exposição apagada', '…', { deletedAt: new Date() });
  const comment = (postId: string, body: string, extra = {}) =>
    prisma.communityComment.create({ data: { tenantId: t.id, postId, userId: author.id, body, ...extra } });
  const openComment = await comment(openPost.id, 'Adorei a EXPOSIÇÃO do último módulo');
  const hiddenComment = await comment(openPost.id, 'exposição removida', { deletedAt: new Date() });
  const underDeleted = await comment(deletedPost.id, 'exposição num post apagado');
  const lockedComment = await comment(lockedPost.id, 'exposição restrita');
  // another school's post with the same words
  const foreignCommunity = await makeCommunity(other.id, { title: 'Fora' });
  const foreignAuthor = await createUser(other, 'student');
  const foreignPost = await makePost(other.id, foreignCommunity.id, foreignAuthor.id, { body: 'exposição' });
  ids = {
    open: open.id,
    openPost: openPost.id,
    vipPost: vipPost.id,
    lockedPost: lockedPost.id,
    inactivePost: inactivePost.id,
    deletedPost: deletedPost.id,
    openComment: openComment.id,
    hiddenComment: hiddenComment.id,
    underDeleted: underDeleted.id,
    lockedComment: lockedComment.id,
    foreignPost: foreignPost.id,
  };
});

describe('community search', () => {
  it('finds the posts and comments a member may read, grouped, accents and case ignored', async () => {
    const data = await find(student, 'exposicao');
    expect(found(data, 'post').sort()).toEqual([ids.openPost, ids.vipPost].sort());
    expect(found(data, 'comment')).toEqual([ids.openComment]);
    const hit = data.post!.items.find((i) => i.id === ids.openPost)!;
    expect(hit).toMatchObject({ title: 'Iluminação natural', context: 'Geral' });
    expect(hit.href).toBe(`/comunidade/post/${ids.openPost}/${t.id}/${ids.open}`);
    // a post without a title shows its first words; a comment names its community and post
    expect(data.post!.items.find((i) => i.id === ids.vipPost)!.title).toBe('Exposição longa à noite');
    expect(data.comment!.items[0]).toMatchObject({
      title: 'Adorei a EXPOSIÇÃO do último módulo',
      context: 'Geral · Iluminação natural',
      href: hit.href,
    });
    expect(found(await find(student, 'ILUMINACAO'), 'post')).toEqual([ids.openPost]);
  });

  it('editors find every community, deleted rows stay hidden; another school sees its own', async () => {
    const data = await find(admin, 'exposição');
    expect(found(data, 'post').sort()).toEqual(
      [ids.openPost, ids.vipPost, ids.lockedPost, ids.inactivePost].sort(),
    );
    expect(found(data, 'comment').sort()).toEqual([ids.openComment, ids.lockedComment].sort());
    const outsider = await createUser(other, 'student');
    expect(found(await find(outsider, 'exposicao', other.host), 'post')).toEqual([ids.foreignPost]);
  });

  it('finds nothing in communities while they are switched off for members', async () => {
    await prisma.platformSettings.upsert({
      where: { tenantId: t.id },
      create: { tenantId: t.id, communitiesActive: false },
      update: { communitiesActive: false },
    });
    try {
      const data = await find(student, 'exposicao');
      expect([...found(data, 'post'), ...found(data, 'comment')]).toEqual([]);
    } finally {
      await prisma.platformSettings.update({ where: { tenantId: t.id }, data: { communitiesActive: true } });
    }
  });

  it('cuts long texts to one line', () => {
    expect(excerpt('a\n\n b')).toBe('a b');
    expect(excerpt('x'.repeat(300))).toHaveLength(120);
  });
});
