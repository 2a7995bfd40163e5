import { publish, type DomainEvent } from '@/lib/events';
import { drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createCourse, enroll } from '../course/world';
import { createUser, type TestTenant } from '../support/factories';

// Gamification test worlds: a tenant's points settings, a gamified course and students in it.

type Rules = Record<string, { enabled?: boolean; points?: number }>;
type PerDay = Record<string, { enable?: boolean; needed_interaction?: number; plus_user_score?: number }>;

export async function configurePoints(
  t: TestTenant,
  cfg: {
    platform?: Rules;
    community?: Rules;
    perDayPlatform?: PerDay;
    perDayCommunity?: PerDay;
    name?: string;
  },
) {
  const data = {
    customName: cfg.name ?? 'XP',
    platform: cfg.platform ?? {},
    community: cfg.community ?? {},
    perDayPlatform: cfg.perDayPlatform ?? {},
    perDayCommunity: cfg.perDayCommunity ?? {},
  };
  await prisma.pointsSettings.upsert({
    where: { tenantId: t.id },
    create: { tenantId: t.id, ...data },
    update: data,
  });
}

/** A course whose product is a gamification product, and a student enrolled in it. */
export async function gamifiedCourse(t: TestTenant, opts: { gamified?: boolean } = {}) {
  const course = await createCourse(t);
  if (opts.gamified !== false)
    await prisma.gamificationProduct.create({ data: { tenantId: t.id, productId: course.product } });
  const student = await createUser(t, 'student', 'Aluna Gamificada');
  await enroll(t, student.id, course.product);
  return { ...course, student };
}

export async function gamifiedStudent(t: TestTenant, productId: string, name = 'Aluno') {
  const s = await createUser(t, 'student', name);
  await enroll(t, s.id, productId);
  return s;
}

/**
 * What the worker does a moment after a write commits: runs the after-commit consumers (gamification,
 * notifications) over every pending outbox row. Tests call it before reading points.
 */
export async function settle(): Promise<void> {
  await drainOutbox({ maxRounds: 1000 });
}

/** Publishes events in one transaction of the tenant, as a service would after its write, then drains. */
export async function emit(
  t: TestTenant,
  events: DomainEvent | DomainEvent[],
  opts: { drain?: boolean } = {},
) {
  await forTenant(t.id).$transaction((tx) => publish(tx, events), { maxWait: 60_000, timeout: 60_000 });
  if (opts.drain !== false) await settle();
}

/** The member's score once the outbox is drained (points arrive after commit, decision 140). */
export async function scoreOf(t: TestTenant, userId: string) {
  await settle();
  const row = await prisma.memberScore.findUnique({ where: { tenantId_userId: { tenantId: t.id, userId } } });
  return row?.score ?? 0;
}

export async function ledgerSum(t: TestTenant, userId: string) {
  await settle();
  const agg = await prisma.pointsEntry.aggregate({
    where: { tenantId: t.id, userId },
    _sum: { points: true },
  });
  return agg._sum.points ?? 0;
}
