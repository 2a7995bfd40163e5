import { beforeAll, describe, expect, it } from 'vitest';
import { generateNotifications } from '@/lib/notifications/generate';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { enroll, makeCommunity, makePrivateCommunity } from '../communities/feed/helpers';
import { createCourse } from '../course/world';
import { as, deleteComment, deletePost, drain, like, newComment, newPost, notificationsOf } from './helpers';

// The generators of issue 9, end to end: the member's call commits, the outbox drain (the worker's job)
// makes the notifications. Who gets what, and who does not.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let ana: TestUser; // author
let bia: TestUser; // commenter
let caio: TestUser; // bystander
let communityId: string;

beforeAll(async () => {
  w = await createWorld();
  ana = await createUser(w.a, 'student', 'Ana Autora');
  bia = await createUser(w.a, 'student', 'Bia Comenta');
  caio = await createUser(w.a, 'student', 'Caio Lê');
  communityId = (await makeCommunity(w.a.id, { title: 'Geral' })).id;
  await drain();
});

const types = async (u: TestUser) => (await notificationsOf(u.id)).map((n) => n.type);

describe('community_comment and community_reply', () => {
  it('a comment notifies the post author after commit, with the nested data, never the commenter', async () => {
    const postId = await newPost(w.a, ana, communityId, 'Dúvida de edição');
    await drain();
    const before = (await notificationsOf(ana.id)).length;
    const commentId = await newComment(w.a, bia, postId);
    // nothing is written inside the comment's transaction
    expect((await notificationsOf(ana.id)).length).toBe(before);
    await drain();
    const mine = (await notificationsOf(ana.id)).filter((n) => n.type === 'community_comment');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ read: false, inApp: true, postId, commentId, communityId });
    expect(mine[0]!.data).toMatchObject({
      community_post_comment: {
        community_id: communityId,
        content: 'Muito bom!',
        user: { name: 'Bia Comenta' },
        community_comment_data: { post: { id: postId } },
      },
    });
    expect(await types(bia)).not.toContain('community_comment');
  });

  it('a reply notifies the comment author; commenting on my own post notifies nobody', async () => {
    const postId = await newPost(w.a, ana, communityId);
    const own = await newComment(w.a, ana, postId);
    const c = await newComment(w.a, bia, postId);
    await newComment(w.a, ana, postId, c);
    await drain();
    const anaRows = await notificationsOf(ana.id);
    expect(anaRows.filter((n) => n.commentId === own)).toHaveLength(0);
    const biaRows = (await notificationsOf(bia.id)).filter((n) => n.type === 'community_reply');
    expect(biaRows).toHaveLength(1);
    expect(biaRows[0]!.data).toMatchObject({
      community_post_comment_reply: { user: { name: 'Ana Autora' }, post_data: { post_id: postId } },
    });
  });

  it('a retried event inserts nothing twice (idempotent consumer)', async () => {
    const postId = await newPost(w.a, ana, communityId);
    const commentId = await newComment(w.a, bia, postId);
    await drain();
    const event = {
      type: 'community.comment.created' as const,
      tenantId: w.a.id,
      userId: bia.id,
      communityId,
      postId,
      commentId,
    };
    await generateNotifications({ id: 'x', event }, async () => {});
    await generateNotifications({ id: 'x', event }, async () => {});
    expect((await notificationsOf(ana.id)).filter((n) => n.commentId === commentId)).toHaveLength(1);
  });
});

describe('community_like', () => {
  it('a like notifies the author; my own like does not; unliking within a minute leaves nothing', async () => {
    const postId = await newPost(w.a, ana, communityId);
    await like(w.a, ana, postId);
    await like(w.a, bia, postId);
    await drain();
    const likes = () =>
      prisma.notification.findMany({ where: { userId: ana.id, postId, type: 'community_like' } });
    expect(await likes()).toHaveLength(1);
    expect((await likes())[0]!.data).toMatchObject({
      community_post: { owner_like: { post_id: postId, user: { name: 'Bia Comenta' } } },
    });
    await like(w.a, bia, postId, 'DELETE');
    await drain();
    expect(await likes()).toHaveLength(0);
  });

  it('a like on a comment notifies nobody (only likes on posts do)', async () => {
    const { POST } = await import('@/app/api/v2/communities/comments/[commentId]/like/route');
    const postId = await newPost(w.a, bia, communityId);
    const commentId = await newComment(w.a, ana, postId);
    await drain();
    const before = await prisma.notification.count({ where: { type: 'community_like' } });
    const res = await call(POST, 'POST', `/api/v2/communities/comments/${commentId}/like`, {
      ...as(w.a, caio),
      params: { commentId },
    });
    expect(res.status).toBeLessThan(300);
    expect(await prisma.communityLike.count({ where: { commentId } })).toBe(1);
    await drain();
    expect(await prisma.notification.count({ where: { type: 'community_like' } })).toBe(before);
  });

  it('a like removed more than a minute after it was made keeps its notification', async () => {
    const postId = await newPost(w.a, ana, communityId);
    await like(w.a, caio, postId);
    await drain();
    const row = await prisma.notification.findFirstOrThrow({
      where: { userId: ana.id, postId, type: 'community_like' },
    });
    const event = {
      type: 'community.like.removed' as const,
      tenantId: w.a.id,
      userId: caio.id,
      communityId,
      postId,
      likeId: row.likeId!,
      likedAt: new Date(Date.now() - 61_000).toISOString(),
    };
    await generateNotifications({ id: 'late-unlike', event });
    expect(await prisma.notification.findUnique({ where: { id: row.id } })).not.toBeNull();
    // the same removal within the minute does remove it (the check above can fail)
    await generateNotifications({
      id: 'quick-unlike',
      event: { ...event, likedAt: new Date().toISOString() },
    });
    expect(await prisma.notification.findUnique({ where: { id: row.id } })).toBeNull();
  });

  it('a like made and undone before the drain leaves nothing either', async () => {
    const postId = await newPost(w.a, ana, communityId);
    await like(w.a, caio, postId);
    await like(w.a, caio, postId, 'DELETE');
    await drain();
    expect(
      await prisma.notification.count({ where: { userId: ana.id, postId, type: 'community_like' } }),
    ).toBe(0);
  });
});

describe('preferences and access stop comments, replies and likes', () => {
  it('reply off: a reply to my comment notifies nothing; like off: a like on my post neither', async () => {
    const quiet = await createUser(w.a, 'student', 'Sem Respostas');
    await prisma.notificationPreference.create({
      data: {
        tenantId: w.a.id,
        userId: quiet.id,
        replyPlatform: false,
        replyEmail: false,
        likePlatform: false,
        likeEmail: false,
      },
    });
    const postId = await newPost(w.a, quiet, communityId);
    const mine = await newComment(w.a, quiet, postId);
    await newComment(w.a, bia, postId, mine); // a reply to quiet's comment
    await like(w.a, bia, postId);
    await newComment(w.a, caio, postId); // comments stay on: the control
    await drain();
    expect((await types(quiet)).sort()).toEqual(['community_comment']);
  });

  it('community off: no comment notification from that community', async () => {
    const muted = await createUser(w.a, 'student', 'Comunidade Desligada');
    const postId = await newPost(w.a, muted, communityId);
    await prisma.communityNotificationSetting.create({
      data: { tenantId: w.a.id, userId: muted.id, communityId, enabled: false },
    });
    await newComment(w.a, bia, postId);
    await drain();
    expect(await types(muted)).toEqual([]);
  });

  it('a private community the author lost access to: comments on their old post notify nothing', async () => {
    const { community, product } = await makePrivateCommunity(w.a.id);
    const former = await createUser(w.a, 'student', 'Ex-VIP');
    await enroll(w.a.id, former.id, product.id);
    const postId = await newPost(w.a, former, community.id, 'De quando eu era VIP');
    await prisma.enrollment.deleteMany({ where: { userId: former.id, productId: product.id } });
    await newComment(w.a, w.adminA, postId);
    await drain();
    expect(await types(former)).toEqual([]);
    // with access again, the next comment reaches them (the check above can fail)
    await enroll(w.a.id, former.id, product.id);
    await newComment(w.a, w.adminA, postId);
    await drain();
    expect(await types(former)).toEqual(['community_comment']);
  });
});

describe('community_post fan-out', () => {
  it('reaches every member who can see the community except the author, by preference', async () => {
    const c = (await makeCommunity(w.a.id, { title: 'Fan-out' })).id;
    const off = await createUser(w.a, 'student', 'Sem Publicações');
    const emailOnly = await createUser(w.a, 'student', 'Só E-mail');
    const mutedCommunity = await createUser(w.a, 'student', 'Comunidade Silenciada');
    await prisma.notificationPreference.create({
      data: { tenantId: w.a.id, userId: off.id, postPlatform: false, postEmail: false },
    });
    await prisma.notificationPreference.create({
      data: { tenantId: w.a.id, userId: emailOnly.id, postPlatform: false },
    });
    await prisma.communityNotificationSetting.create({
      data: { tenantId: w.a.id, userId: mutedCommunity.id, communityId: c, enabled: false },
    });
    const postId = await newPost(w.a, ana, c, 'Aviso');
    await drain();
    const rows = await prisma.notification.findMany({ where: { postId, type: 'community_post' } });
    const who = new Set(rows.map((r) => r.userId));
    expect(who.has(ana.id)).toBe(false);
    for (const u of [bia, caio, w.adminA, w.studentA]) expect(who.has(u.id)).toBe(true);
    expect(who.has(off.id)).toBe(false);
    expect(who.has(mutedCommunity.id)).toBe(false);
    expect(rows.find((r) => r.userId === emailOnly.id)?.inApp).toBe(false);
    // the other tenant's members never
    expect(who.has(w.studentB.id)).toBe(false);
    expect(rows[0]!.data).toMatchObject({
      community_post: { id: postId, community_id: c, title: 'Aviso', user: { name: 'Ana Autora' } },
    });
  });

  it('a private community reaches only members with an active product, and editors', async () => {
    const { community, product } = await makePrivateCommunity(w.a.id);
    const vip = await createUser(w.a, 'student', 'VIP');
    await enroll(w.a.id, vip.id, product.id);
    const postId = await newPost(w.a, w.adminA, community.id, 'Só VIP');
    await drain();
    const who = new Set((await prisma.notification.findMany({ where: { postId } })).map((r) => r.userId));
    expect(who.has(vip.id)).toBe(true);
    expect(who.has(bia.id)).toBe(false);
    expect(who.has(w.adminA.id)).toBe(false); // the author
  });

  it('batches: the fan-out covers every member whatever the batch size', async () => {
    const { fanout } = await import('@/lib/notifications/fanout');
    const c = (await makeCommunity(w.a.id, { title: 'Lotes' })).id;
    const members = await prisma.membership.count({ where: { tenantId: w.a.id } });
    const n = await fanout(
      {
        tenantId: w.a.id,
        type: 'community_post',
        pref: 'post',
        actorId: ana.id,
        community: { id: c, isPrivate: false },
        data: {},
        dedupeKey: `batch-test:${c}`,
      },
      async () => {},
      2,
    );
    // everyone but the author and the one who turned posts off entirely
    expect(n).toBeGreaterThanOrEqual(members - 3);
    expect(await prisma.notification.count({ where: { dedupeKey: `batch-test:${c}` } })).toBe(n);
  });
});

describe('deleted targets leave no dead notification', () => {
  it('deleting a post removes the notifications about it', async () => {
    const postId = await newPost(w.a, ana, communityId);
    await newComment(w.a, bia, postId);
    await drain();
    expect(await prisma.notification.count({ where: { postId } })).toBeGreaterThan(0);
    await deletePost(w.a, ana, postId);
    await drain();
    expect(await prisma.notification.count({ where: { postId } })).toBe(0);
  });

  it('a comment deleted before the drain notifies nobody; deleting one removes its notification', async () => {
    const postId = await newPost(w.a, ana, communityId);
    const gone = await newComment(w.a, bia, postId);
    await deleteComment(w.a, bia, gone);
    await drain();
    expect(await prisma.notification.count({ where: { commentId: gone } })).toBe(0);
    const kept = await newComment(w.a, caio, postId);
    await drain();
    expect(await prisma.notification.count({ where: { commentId: kept } })).toBe(1);
    await deleteComment(w.a, caio, kept);
    await drain();
    expect(await prisma.notification.count({ where: { commentId: kept } })).toBe(0);
  });
});

describe('doubt', () => {
  it("an editor's answer notifies the student who asked, with the lesson; a question notifies nobody", async () => {
    const { POST } = await import('@/app/api/auth/lessons/[lessonId]/comments/route');
    const c = await createCourse(w.a);
    const lessonId = c.lessons[0]!;
    await prisma.enrollment.create({ data: { tenantId: w.a.id, userId: caio.id, productId: c.product } });
    const ask = (u: TestUser, body: object) =>
      call(POST, 'POST', `/api/auth/lessons/${lessonId}/comments`, {
        host: w.a.host,
        cookie: u.cookie,
        params: { lessonId },
        body,
      });
    const q = await ask(caio, { body: 'Como exporto o vídeo?' });
    expect(q.status).toBe(201);
    await drain();
    expect(await types(caio)).not.toContain('doubt');
    const a = await ask(w.adminA, { body: 'Menu Arquivo > Exportar.', parent_id: q.body.data.id });
    expect(a.status).toBe(201);
    await drain();
    const rows = (await notificationsOf(caio.id)).filter((n) => n.type === 'doubt');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({
      class_doubt: { lesson: { id: lessonId, title: 'Aula 1.1' }, response_owner: { name: 'Pessoa Teste' } },
    });

    // another student trying to answer under the lesson: not an editor's answer, no doubt
    const other = await createUser(w.a, 'student', 'Outro Aluno');
    await prisma.enrollment.create({ data: { tenantId: w.a.id, userId: other.id, productId: c.product } });
    const q2 = await ask(caio, { body: 'E o áudio?' });
    expect(q2.status).toBe(201);
    const r = await ask(other, { body: 'Também quero saber.', parent_id: q2.body.data.id });
    expect(r.status).toBe(403); // answering is the editors' (course/comments); a refused answer notifies nobody
    await drain();
    expect((await notificationsOf(caio.id)).filter((n) => n.type === 'doubt')).toHaveLength(1);
  });

  it('reply off also stops the doubt notification', async () => {
    const { POST } = await import('@/app/api/auth/lessons/[lessonId]/comments/route');
    const c = await createCourse(w.a);
    const lessonId = c.lessons[0]!;
    const quiet = await createUser(w.a, 'student', 'Sem Respostas na Aula');
    await prisma.enrollment.create({ data: { tenantId: w.a.id, userId: quiet.id, productId: c.product } });
    await prisma.notificationPreference.create({
      data: { tenantId: w.a.id, userId: quiet.id, replyPlatform: false, replyEmail: false },
    });
    const ask = (u: TestUser, body: object) =>
      call(POST, 'POST', `/api/auth/lessons/${lessonId}/comments`, {
        host: w.a.host,
        cookie: u.cookie,
        params: { lessonId },
        body,
      });
    const q = await ask(quiet, { body: 'Dúvida' });
    expect((await ask(w.adminA, { body: 'Resposta', parent_id: q.body.data.id })).status).toBe(201);
    await drain();
    expect(await types(quiet)).toEqual([]);
  });
});
