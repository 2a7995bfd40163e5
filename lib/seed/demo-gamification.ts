// The demo tenant's gamification (issue 14): points settings, three levels with pictures, two rewards,
// the ranking switched on, the classmates' lesson history, and then every completed lesson, community
// post, comment, reply and like of the tenant replayed through the scoring engine (lib/events publish,
// then lib/gamification/consumer as the worker runs it after commit), so the ledger, MemberScore, levels
// and rewards are exactly what the product itself would have written (a member's entries sum to their
// score).
//
// Runs once: only when this run creates the points settings. An admin's later changes are never touched,
// and a re-run scores nothing twice anyway (the ledger is unique per action and source).
import { publish, type DomainEvent } from '@/lib/events';
import { scoreInTx } from '@/lib/gamification/consumer';
import {
  ZCommunityRules,
  ZPerDayCommunity,
  ZPerDayPlatform,
  ZPlatformRules,
} from '@/lib/gamification/points-config';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { seedAssets } from './assets';
import type { SeedTenant } from './demo-data';
import { SEED_LEVELS } from './demo-levels';
import type { Counter, Db } from './ensure';
import { stableId } from './ids';

/** What the classmates did: completed lessons ("course/module/lesson", hours ago) and days they logged in. */
const CLASSMATES: Record<string, { lessons: [string, number][]; loginDays: number }> = {
  'carla@demo.local': {
    lessons: [
      ...range('fotografia-com-o-celular', [4, 3, 3], 300),
      ...range('culinaria-saudavel-no-dia-a-dia', [3, 4], 200),
      ...range('financas-pessoais-descomplicadas', [3, 4, 3], 100),
    ],
    loginDays: 7,
  },
  'diego@demo.local': { lessons: range('fotografia-com-o-celular', [4, 3], 120), loginDays: 4 },
  'elisa@demo.local': { lessons: range('culinaria-saudavel-no-dia-a-dia', [3], 60), loginDays: 2 },
};

/** Every lesson of the first modules of a course, one hour apart, the last one `hoursAgo`. */
function range(course: string, lessonsPerModule: number[], hoursAgo: number): [string, number][] {
  const out: [string, number][] = [];
  lessonsPerModule.forEach((n, mi) => {
    for (let l = 1; l <= n; l++) out.push([`${course}/${mi + 1}/${l}`, 0]);
  });
  return out.map(([k], i) => [k, hoursAgo + (out.length - i)]);
}

export async function seedGamification(
  db: Db,
  count: Counter,
  t: SeedTenant,
  tenantId: string,
  userIds: Map<string, string>,
  productIds: Map<string, string>,
  lessonIds: Map<string, { id: string; durationSeconds: number }>,
  now: Date,
): Promise<void> {
  if (t.slug !== 'demo') return;
  if (await db.pointsSettings.findUnique({ where: { tenantId } })) return;
  count('pointsSettings');
  await db.pointsSettings.create({
    data: {
      tenantId,
      customName: 'XP',
      platform: ZPlatformRules.parse({
        login: { enabled: true, points: 2 },
        finish_class: { enabled: true, points: 10 },
        comment_class: { enabled: true, points: 3 },
      }),
      community: ZCommunityRules.parse({
        score_posts: { enabled: true, points: 5 },
        score_comments: { enabled: true, points: 3 },
        score_replies: { enabled: true, points: 3 },
        score_likes: { enabled: true, points: 2 },
      }),
      perDayPlatform: ZPerDayPlatform.parse({}),
      perDayCommunity: ZPerDayCommunity.parse({}),
    },
  });
  await db.platformSettings.update({ where: { tenantId }, data: { showRanking: true } });
  for (const key of ['essencial', 'bem-estar']) {
    const productId = productIds.get(key);
    if (!productId) continue;
    count('gamificationProduct');
    await db.gamificationProduct.create({ data: { tenantId, productId } });
  }
  for (const [i, l] of SEED_LEVELS.entries()) {
    count('level');
    await db.level.create({
      data: {
        id: stableId(`${t.slug}:level:${i + 1}`),
        tenantId,
        name: l.name,
        neededScore: l.neededScore,
        color: l.color,
        imagePath: seedAssets.levelBadge(t.slug, i + 1),
        animation: l.animation,
      },
    });
  }
  count('reward');
  await db.reward.create({
    data: {
      id: stableId(`${t.slug}:reward:1`),
      tenantId,
      name: 'Guia de bolso: luz natural',
      description: 'Um resumo de uma página com os melhores horários e posições para fotografar.',
      rewardType: 'score',
      neededScore: 40,
      deliveryType: 'link',
      links: ['https://example.com/guia-luz-natural'],
    },
  });
  count('reward');
  await db.reward.create({
    data: {
      id: stableId(`${t.slug}:reward:2`),
      tenantId,
      name: 'Selo Aluno Dedicado',
      description: 'Para quem chegou a 200 pontos estudando e participando da comunidade.',
      rewardType: 'score',
      neededScore: 200,
      deliveryType: 'badge',
      badgePath: seedAssets.rewardBadge(t.slug, 2),
      animation: 'trofeu',
      sound: 'fanfare',
    },
  });

  // the classmates' lesson history
  for (const [email, plan] of Object.entries(CLASSMATES)) {
    const userId = userIds.get(email);
    if (!userId) continue;
    for (const [key, hoursAgo] of plan.lessons) {
      const lesson = lessonIds.get(key);
      if (!lesson) throw new Error(`seed data: no lesson ${key}`);
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      count('lessonProgress');
      await db.lessonProgress.upsert({
        where: { userId_lessonId: { userId, lessonId: lesson.id } },
        update: {},
        create: {
          tenantId,
          userId,
          lessonId: lesson.id,
          percent: 100,
          watchedSeconds: lesson.durationSeconds,
          completedAt: at,
          updatedAt: at,
        },
      });
    }
  }

  await replay(db, tenantId, t, userIds, now);
}

/** Everything the tenant's members did, as the domain events the product publishes, oldest first. */
async function replay(db: Db, tenantId: string, t: SeedTenant, userIds: Map<string, string>, now: Date) {
  const events: DomainEvent[] = [];
  const completed = await db.lessonProgress.findMany({
    where: { tenantId, completedAt: { not: null } },
    select: {
      userId: true,
      lessonId: true,
      completedAt: true,
      lesson: { select: { moduleId: true, module: { select: { courseId: true } } } },
    },
  });
  for (const p of completed)
    events.push({
      type: 'lesson.completed',
      tenantId,
      userId: p.userId,
      at: p.completedAt!,
      lessonId: p.lessonId,
      moduleId: p.lesson.moduleId,
      courseId: p.lesson.module.courseId,
    });
  const posts = await db.communityPost.findMany({
    where: { tenantId, deletedAt: null },
    select: { id: true, communityId: true, userId: true, createdAt: true },
  });
  const community = new Map(posts.map((p) => [p.id, p.communityId]));
  for (const p of posts)
    events.push({
      type: 'community.post.created',
      tenantId,
      userId: p.userId,
      at: p.createdAt,
      communityId: p.communityId,
      postId: p.id,
    });
  const comments = await db.communityComment.findMany({
    where: { tenantId, postId: { in: posts.map((p) => p.id) } },
    select: { id: true, postId: true, parentId: true, userId: true, createdAt: true },
  });
  for (const c of comments) {
    const base = {
      tenantId,
      userId: c.userId,
      at: c.createdAt,
      communityId: community.get(c.postId)!,
      postId: c.postId,
      commentId: c.id,
    };
    events.push(
      c.parentId
        ? { ...base, type: 'community.reply.created', parentId: c.parentId }
        : { ...base, type: 'community.comment.created' },
    );
  }
  const likes = await db.communityLike.findMany({
    where: { tenantId, postId: { in: posts.map((p) => p.id) } },
    select: { id: true, postId: true, commentId: true, userId: true, createdAt: true },
  });
  for (const l of likes)
    events.push({
      type: 'community.like.created',
      tenantId,
      userId: l.userId,
      at: l.createdAt,
      communityId: community.get(l.postId!)!,
      postId: l.postId!,
      commentId: l.commentId ?? undefined,
      likeId: l.id,
    });
  // a few days of logins (one scores per gamification day)
  const logins: [string, number][] = [
    ['aluno@demo.local', 3],
    ...Object.entries(CLASSMATES).map(([email, c]) => [email, c.loginDays] as [string, number]),
  ];
  for (const [email, days] of logins) {
    const userId = userIds.get(email);
    if (!userId || !t.users.some((u) => u.email === email)) continue;
    for (let d = days; d >= 1; d--)
      events.push({ type: 'user.logged_in', tenantId, userId, at: new Date(now.getTime() - d * 86_400_000) });
  }
  events.sort((a, b) => a.at!.getTime() - b.at!.getTime());

  const scoped = forTenant(tenantId);
  await scoped.$transaction(
    async (tx) => {
      await publish(tx, events);
      // The engine runs after commit in the product (decision 140); the seed applies the same consumer
      // here, in order and in this transaction, so the demo has its scores when the seed returns. The
      // worker's later drain of these outbox rows scores nothing twice (the ledger is unique).
      for (const e of events) await scoreInTx(tx, e);
      // The seeded history was celebrated long ago: no level-up or reward animation waits for anyone.
      await tx.levelReached.updateMany({ where: { seenAt: null }, data: { seenAt: now } });
      await tx.rewardUnlock.updateMany({ where: { seenAt: null }, data: { seenAt: now } });
    },
    { maxWait: 60_000, timeout: 300_000 },
  );
}
