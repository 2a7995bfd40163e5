import { randomUUID } from 'node:crypto';
import { prisma } from '@/lib/server/db';
import type { TenantModel } from '@/lib/server/tenancy/models';
import { createUser, type TestTenant } from './factories';
import { INSIGHTS_FIXTURES } from './tenant-fixtures-insights';
import { LATER_FIXTURES } from './tenant-fixtures-later';

// One builder per tenant-owned model: a row of that model in tenant t (its parents made in t too, or
// taken from the tenant's base). A new model in TENANT_MODELS needs one here. Used by the tenancy tests
// (test/tenancy/models.test.ts, rls.test.ts, composite-keys.test.ts).

export type Fixture = (t: TestTenant, base: Base) => Promise<{ id: string }>;
export interface Base {
  userId: string;
  productId: string;
  courseId: string;
  moduleId: string;
  lessonId: string;
}

let n = 0;
export const uniq = () => `${Date.now()}-${++n}`;

// One integration per (tenant, source): builders called again for the same tenant get the same row.
const integrationOf = (tenantId: string, source: 'hotmart' | 'kiwify' | 'stripe') =>
  prisma.integration.upsert({
    where: { tenantId_source: { tenantId, source } },
    create: { tenantId, source, urlKey: `key-${uniq()}` },
    update: {},
  });
// Orders are unique per list (decision 132): every row made here takes a fresh one.
let order = 0;
const nextOrder = () => ++order;

export const FIXTURES: Record<TenantModel, Fixture> = {
  ...LATER_FIXTURES,
  ...INSIGHTS_FIXTURES,
  TenantDomain: (t) => prisma.tenantDomain.create({ data: { tenantId: t.id, host: `h-${uniq()}.test` } }),
  Membership: async (t) => {
    const u = await prisma.user.create({ data: { email: `m-${uniq()}@x.test`, name: 'M' } });
    return prisma.membership.create({ data: { tenantId: t.id, userId: u.id, role: 'student' } });
  },
  Session: (t, b) =>
    prisma.session.create({
      data: {
        tenantId: t.id,
        userId: b.userId,
        tokenHash: `h-${uniq()}`,
        expiresAt: new Date(Date.now() + 1e6),
      },
    }),
  MagicLinkToken: (t, b) =>
    prisma.magicLinkToken.create({
      data: {
        tenantId: t.id,
        userId: b.userId,
        tokenHash: `m-${uniq()}`,
        expiresAt: new Date(Date.now() + 1e6),
      },
    }),
  AccountToken: (t, b) =>
    prisma.accountToken.create({
      data: {
        tenantId: t.id,
        userId: b.userId,
        purpose: 'password_reset',
        tokenHash: `a-${uniq()}`,
        expiresAt: new Date(Date.now() + 1e6),
      },
    }),
  LoginAttempt: (t) => prisma.loginAttempt.create({ data: { tenantId: t.id, email: 'x@x.test' } }),
  Product: (t) => prisma.product.create({ data: { tenantId: t.id, title: 'P' } }),
  Enrollment: async (t, b) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'P2' } });
    return prisma.enrollment.create({ data: { tenantId: t.id, userId: b.userId, productId: p.id } });
  },
  AccessEvent: async (t, b) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'P3' } });
    return prisma.accessEvent.create({
      data: { tenantId: t.id, userId: b.userId, productId: p.id, kind: 'granted', origin: 'manual' },
    });
  },
  Integration: (t) => integrationOf(t.id, 'hotmart'),
  IntegrationProduct: async (t) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'P4' } });
    const i = await integrationOf(t.id, 'kiwify');
    return prisma.integrationProduct.create({
      data: { tenantId: t.id, integrationId: i.id, externalId: 'x', productId: p.id },
    });
  },
  WebhookDelivery: async (t) => {
    const i = await integrationOf(t.id, 'stripe');
    return prisma.webhookDelivery.create({
      data: { tenantId: t.id, integrationId: i.id, eventId: `e-${uniq()}`, rawBody: '{}', headers: {} },
    });
  },
  Course: (t) =>
    prisma.course.create({ data: { tenantId: t.id, order: nextOrder(), title: 'C', slug: `c-${uniq()}` } }),
  ProductCourse: async (t, b) => {
    const c = await prisma.course.create({
      data: { tenantId: t.id, order: nextOrder(), title: 'C2', slug: `c-${uniq()}` },
    });
    return prisma.productCourse.create({ data: { tenantId: t.id, productId: b.productId, courseId: c.id } });
  },
  Module: (t, b) =>
    prisma.module.create({ data: { tenantId: t.id, courseId: b.courseId, title: 'M', order: nextOrder() } }),
  Lesson: (t, b) =>
    prisma.lesson.create({
      data: { tenantId: t.id, moduleId: b.moduleId, title: 'L', slug: 'l', order: nextOrder() },
    }),
  LessonAttachment: (t, b) =>
    prisma.lessonAttachment.create({
      data: { tenantId: t.id, lessonId: b.lessonId, name: 'apostila.pdf', url: '/uploads/a.pdf' },
    }),
  LessonProgress: async (t, b) => {
    const l = await prisma.lesson.create({
      data: { tenantId: t.id, moduleId: b.moduleId, title: 'L2', slug: 'l2', order: nextOrder() },
    });
    return prisma.lessonProgress.create({ data: { tenantId: t.id, userId: b.userId, lessonId: l.id } });
  },
  LessonDailyActivity: (t, b) =>
    prisma.lessonDailyActivity.create({
      data: {
        tenantId: t.id,
        lessonId: b.lessonId,
        day: new Date(Date.UTC(2026, 0, 1 + (++order % 300))),
        members: 1,
      },
    }),
  ModuleCompletion: (t, b) =>
    prisma.moduleCompletion.create({ data: { tenantId: t.id, userId: b.userId, moduleId: b.moduleId } }),
  CourseCompletion: (t, b) =>
    prisma.courseCompletion.create({ data: { tenantId: t.id, userId: b.userId, courseId: b.courseId } }),
  PlatformSettings: async (t) => prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: t.id } }),
  NavigationLink: (t) =>
    prisma.navigationLink.create({
      data: { tenantId: t.id, title: 'L', url: 'example.com', order: nextOrder() },
    }),
  Community: (t) => prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } }),
  Upload: (t) =>
    prisma.upload.create({
      data: {
        tenantId: t.id,
        kind: 'badge',
        key: `tenants/${t.id}/badge/${uniq()}.png`,
        contentType: 'image/png',
        maxBytes: 10,
      },
    }),
  VideoAsset: (t) =>
    prisma.videoAsset.create({
      data: {
        tenantId: t.id,
        key: `tenants/${t.id}/videos/${randomUUID()}/source.mp4`,
        filename: 'aula.mp4',
        size: 10n,
        contentType: 'video/mp4',
        partSize: 8 * 1024 * 1024,
      },
    }),
  Marquee: async (t) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'PM' } });
    return prisma.marquee.create({ data: { tenantId: t.id, productId: p.id, text: 'Olá' } });
  },
  LessonComment: (t, b) =>
    prisma.lessonComment.create({
      data: { tenantId: t.id, lessonId: b.lessonId, userId: b.userId, body: 'Dúvida' },
    }),
  LessonLike: (t, b) =>
    prisma.lessonLike.create({ data: { tenantId: t.id, lessonId: b.lessonId, userId: b.userId } }),
  Banner: (t) => prisma.banner.create({ data: { tenantId: t.id, title: 'B', order: nextOrder() } }),
  Carousel: (t) => prisma.carousel.create({ data: { tenantId: t.id, title: 'Car', order: nextOrder() } }),
  CarouselItem: async (t, b) => {
    const c = await prisma.carousel.create({ data: { tenantId: t.id, title: 'Car2', order: nextOrder() } });
    return prisma.carouselItem.create({
      data: { tenantId: t.id, carouselId: c.id, kind: 'course', courseId: b.courseId },
    });
  },
  MyListItem: (t, b) =>
    prisma.myListItem.create({ data: { tenantId: t.id, userId: b.userId, lessonId: b.lessonId } }),
  CommunityProduct: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    return prisma.communityProduct.create({
      data: { tenantId: t.id, communityId: c.id, productId: b.productId },
    });
  },
  PointsSettings: async (t) => {
    // One row per tenant: the base tenant may already have one from an earlier builder call.
    await prisma.pointsSettings.deleteMany({ where: { tenantId: t.id } });
    return prisma.pointsSettings.create({
      data: {
        tenantId: t.id,
        customName: 'XP',
        platform: {},
        community: {},
        perDayPlatform: {},
        perDayCommunity: {},
      },
    });
  },
  GamificationProduct: async (t) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'G' } });
    return prisma.gamificationProduct.create({ data: { tenantId: t.id, productId: p.id } });
  },
  Level: (t) => prisma.level.create({ data: { tenantId: t.id, name: 'L', neededScore: 10 } }),
  LevelProduct: async (t, b) => {
    const l = await prisma.level.create({ data: { tenantId: t.id, name: 'L', neededScore: 10 } });
    return prisma.levelProduct.create({ data: { tenantId: t.id, levelId: l.id, productId: b.productId } });
  },
  Reward: (t) =>
    prisma.reward.create({
      data: { tenantId: t.id, name: 'R', rewardType: 'score', neededScore: 1, deliveryType: 'link' },
    }),
  RewardProduct: async (t, b) => {
    const r = await prisma.reward.create({
      data: { tenantId: t.id, name: 'R', rewardType: 'score', neededScore: 1, deliveryType: 'link' },
    });
    return prisma.rewardProduct.create({ data: { tenantId: t.id, rewardId: r.id, productId: b.productId } });
  },
  Quiz: (t) => prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } }),
  QuizQuestion: async (t) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } });
    return prisma.quizQuestion.create({ data: { tenantId: t.id, quizId: q.id, text: 'P?' } });
  },
  QuizOption: async (t) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } });
    const qq = await prisma.quizQuestion.create({ data: { tenantId: t.id, quizId: q.id, text: 'P?' } });
    return prisma.quizOption.create({ data: { tenantId: t.id, questionId: qq.id, text: 'A' } });
  },
  QuizProfile: async (t) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q', type: 'comportamental' } });
    return prisma.quizProfile.create({ data: { tenantId: t.id, quizId: q.id, name: 'Perfil' } });
  },
  QuizProduct: async (t, b) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } });
    return prisma.quizProduct.create({ data: { tenantId: t.id, quizId: q.id, productId: b.productId } });
  },
  QuizAttempt: async (t, b) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } });
    return prisma.quizAttempt.create({ data: { tenantId: t.id, quizId: q.id, userId: b.userId } });
  },
  QuizPass: async (t, b) => {
    const q = await prisma.quiz.create({ data: { tenantId: t.id, name: 'Q' } });
    const a = await prisma.quizAttempt.create({ data: { tenantId: t.id, quizId: q.id, userId: b.userId } });
    return prisma.quizPass.create({
      data: { tenantId: t.id, quizId: q.id, userId: b.userId, attemptId: a.id },
    });
  },
  PointsEntry: (t, b) =>
    prisma.pointsEntry.create({
      data: { tenantId: t.id, userId: b.userId, action: 'finish_class', sourceId: uniq(), points: 5 },
    }),
  MemberScore: async (t) => {
    // one row per member: a fresh member each call
    const u = await createUser(t, 'student');
    return prisma.memberScore.create({ data: { tenantId: t.id, userId: u.id, score: 5 } });
  },
  MemberScoreCount: (t) =>
    prisma.memberScoreCount.create({ data: { tenantId: t.id, score: 1_000 + ++order, members: 1 } }),
  LevelReached: async (t, b) => {
    const l = await prisma.level.create({ data: { tenantId: t.id, name: 'LR', neededScore: 1 } });
    return prisma.levelReached.create({ data: { tenantId: t.id, userId: b.userId, levelId: l.id } });
  },
  RewardUnlock: async (t, b) => {
    const r = await prisma.reward.create({
      data: { tenantId: t.id, name: 'RU', rewardType: 'score', neededScore: 1, deliveryType: 'link' },
    });
    return prisma.rewardUnlock.create({ data: { tenantId: t.id, userId: b.userId, rewardId: r.id } });
  },
  CommunityPost: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    return prisma.communityPost.create({
      data: { tenantId: t.id, communityId: c.id, userId: b.userId, body: 'x' },
    });
  },
  CommunityPostAttachment: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    const p = await prisma.communityPost.create({
      data: { tenantId: t.id, communityId: c.id, userId: b.userId, body: 'x' },
    });
    return prisma.communityPostAttachment.create({
      data: {
        tenantId: t.id,
        postId: p.id,
        kind: 'image',
        path: 'k',
        name: 'n',
        size: 1,
        contentType: 'image/png',
      },
    });
  },
  CommunityComment: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    const p = await prisma.communityPost.create({
      data: { tenantId: t.id, communityId: c.id, userId: b.userId, body: 'x' },
    });
    return prisma.communityComment.create({
      data: { tenantId: t.id, postId: p.id, userId: b.userId, body: 'c' },
    });
  },
  CommunityLike: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    const p = await prisma.communityPost.create({
      data: { tenantId: t.id, communityId: c.id, userId: b.userId, body: 'x' },
    });
    return prisma.communityLike.create({ data: { tenantId: t.id, userId: b.userId, postId: p.id } });
  },
  OutboxEvent: (t) =>
    prisma.outboxEvent.create({ data: { tenantId: t.id, type: 'x', payload: {}, processedAt: new Date() } }),
  Notification: (t, b) =>
    prisma.notification.create({
      data: { tenantId: t.id, userId: b.userId, type: 'doubt', data: {}, dedupeKey: `k-${uniq()}` },
    }),
  NotificationPreference: async (t) => {
    const u = await prisma.user.create({ data: { email: `np-${uniq()}@x.test`, name: 'N' } });
    return prisma.notificationPreference.create({ data: { tenantId: t.id, userId: u.id } });
  },
  CommunityNotificationSetting: async (t, b) => {
    const c = await prisma.community.create({ data: { tenantId: t.id, title: 'C', order: nextOrder() } });
    return prisma.communityNotificationSetting.create({
      data: { tenantId: t.id, userId: b.userId, communityId: c.id, enabled: false },
    });
  },
  StudyReminder: async (t) => {
    const u = await prisma.user.create({ data: { email: `sr-${uniq()}@x.test`, name: 'R' } });
    return prisma.studyReminder.create({
      data: { tenantId: t.id, userId: u.id, weekdays: [1], time: '19:00' },
    });
  },
  CustomHtml: (t) =>
    prisma.customHtml.create({ data: { tenantId: t.id, title: 'H', html: '<p/>', page: 'homepage' } }),
  CustomHtmlVersion: async (t) => {
    const h = await prisma.customHtml.create({
      data: { tenantId: t.id, title: 'H', html: '<p/>', page: 'homepage' },
    });
    return prisma.customHtmlVersion.create({
      data: { tenantId: t.id, customHtmlId: h.id, title: 'H', html: '<p/>', page: 'homepage' },
    });
  },
  Live: (t) =>
    prisma.live.create({
      data: {
        tenantId: t.id,
        title: 'L',
        startsAt: new Date(),
        endsAt: new Date(),
        embedUrl: 'https://x.example',
      },
    }),
  LiveProduct: async (t) => {
    const p = await prisma.product.create({ data: { tenantId: t.id, title: 'PL' } });
    const l = await prisma.live.create({
      data: {
        tenantId: t.id,
        title: 'L',
        startsAt: new Date(),
        endsAt: new Date(),
        embedUrl: 'https://x.example',
      },
    });
    return prisma.liveProduct.create({ data: { tenantId: t.id, liveId: l.id, productId: p.id } });
  },
};

export async function makeBase(t: TestTenant): Promise<Base> {
  const user = await createUser(t, 'student');
  const product = await prisma.product.create({ data: { tenantId: t.id, title: 'Base' } });
  const course = await prisma.course.create({
    data: { tenantId: t.id, order: nextOrder(), title: 'Base', slug: `base-${uniq()}` },
  });
  const mod = await prisma.module.create({ data: { tenantId: t.id, courseId: course.id, title: 'Base' } });
  const lesson = await prisma.lesson.create({
    data: { tenantId: t.id, moduleId: mod.id, title: 'Base', slug: 'base' },
  });
  return {
    userId: user.id,
    productId: product.id,
    courseId: course.id,
    moduleId: mod.id,
    lessonId: lesson.id,
  };
}

export const delegate = (db: unknown, model: string) =>
  (db as Record<string, any>)[model.charAt(0).toLowerCase() + model.slice(1)];
