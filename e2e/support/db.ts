import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../lib/generated/prisma/client';
import { OUTBOX_MAX_ATTEMPTS } from '../../lib/events/outbox-limits';
import { hashPassword } from '../../lib/server/auth/tokens';
import { e2eDatabaseUrl, PASSWORD } from '../helpers';

// Fixtures and database reads for the browser tests, through the Prisma models (never table names), for
// what the app's HTTP API cannot do: make a second student (there is no sign-up), or put back the rows a
// journey leaves behind (progress, points, notification settings). Everything an admin can do through the
// API goes through the API instead (e2e/support/admin-api.ts). Each call opens and closes its own client,
// so a spec never keeps a pool open between tests.

export async function withPrisma<T>(fn: (db: PrismaClient) => Promise<T>): Promise<T> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl(), max: 1 }) });
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
  }
}

/**
 * A student member of the tenant `slug` signing in with helpers' PASSWORD, with no enrollment; a user with
 * that e-mail left by an earlier run goes first (with everything that hangs on it).
 */
export async function createStudent(email: string, name: string, slug = 'demo'): Promise<string> {
  const passwordHash = await hashPassword(PASSWORD);
  return withPrisma(async (db) => {
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    await db.user.deleteMany({ where: { email } });
    const user = await db.user.create({
      data: {
        email,
        name,
        credential: { create: { passwordHash } },
        memberships: { create: { tenantId: tenant.id, role: 'student' } },
      },
      select: { id: true },
    });
    return user.id;
  });
}

export async function deleteUser(email: string): Promise<void> {
  await withPrisma((db) => db.user.deleteMany({ where: { email } }));
}

/** The member's notifications (optionally), preferences, per-community settings and study reminder, gone. */
export async function resetNotificationState(email: string, { notifications = false } = {}): Promise<void> {
  await withPrisma(async (db) => {
    const where = { user: { email } };
    await db.$transaction([
      ...(notifications ? [db.notification.deleteMany({ where })] : []),
      db.notificationPreference.deleteMany({ where }),
      db.communityNotificationSetting.deleteMany({ where }),
      db.studyReminder.deleteMany({ where }),
    ]);
  });
}

/** Whether every outbox event of `type` written since `since` has been processed (and there is one). */
export async function outboxDrained(type: string, since: Date): Promise<boolean> {
  return withPrisma(async (db) => {
    const where = { type, createdAt: { gte: since } };
    const [all, pending] = await Promise.all([
      db.outboxEvent.count({ where }),
      db.outboxEvent.count({ where: { ...where, processedAt: null } }),
    ]);
    return all > 0 && pending === 0;
  });
}

/**
 * Whether the tenant's outbox has nothing left to process that the worker will still try (unprocessed,
 * under its OUTBOX_MAX_ATTEMPTS): an earlier spec's points or notifications can no longer land after this.
 */
export async function outboxIdle(tenantId: string): Promise<boolean> {
  return withPrisma(
    async (db) =>
      (await db.outboxEvent.count({
        where: { tenantId, processedAt: null, attempts: { lt: OUTBOX_MAX_ATTEMPTS } },
      })) === 0,
  );
}

/** The lesson as never watched by the member (its progress row gone). */
export async function deleteLessonProgress(userId: string, lessonId: string): Promise<void> {
  await withPrisma((db) => db.lessonProgress.deleteMany({ where: { userId, lessonId } }));
}

/** The member's points, score (and its place in the per-score counts), levels reached and reward unlocks in the tenant, gone. */
export async function resetMemberGamification(tenantId: string, userId: string): Promise<void> {
  await withPrisma(async (db) => {
    const where = { tenantId, userId };
    await db.$transaction(async (tx) => {
      // the member leaves the count of their score too (decision 271), or positions would count them
      const row = await tx.memberScore.findUnique({ where: { tenantId_userId: where } });
      if (row && row.score > 0)
        await tx.memberScoreCount.updateMany({
          where: { tenantId, score: row.score },
          data: { members: { decrement: 1 } },
        });
      await tx.pointsEntry.deleteMany({ where });
      await tx.memberScore.deleteMany({ where });
      await tx.levelReached.deleteMany({ where });
      await tx.rewardUnlock.deleteMany({ where });
    });
  });
}

/** The sum of every member's score in the tenant (what the ranking reset zeroes). */
export async function tenantScoreSum(tenantId: string): Promise<number> {
  return withPrisma(async (db) => {
    const r = await db.memberScore.aggregate({ where: { tenantId }, _sum: { score: true } });
    return r._sum.score ?? 0;
  });
}

/**
 * Runs `fn` while the app's request path may not read Minha lista's table: its role (`praca_tenant`,
 * TENANT_ROLE of lib/server/tenancy/tenant-pool.ts) loses SELECT on it, so every statement that names the
 * table fails, as it would with the database refusing: Favoritos, and every page or call that reads the
 * member's side of the showcase (the homepage, a community's "Continuar assistindo", a carousel's cards).
 * The shell's error boundary test uses it; the privilege comes back whatever `fn` does, and is given at
 * the start too, in case a run was killed inside `fn` on a server reused without a fresh database. The
 * browser tests run one at a time (playwright.config.ts), so no other test meets the fault.
 */
export async function withFavoritesUnreadable<T>(fn: () => Promise<T>): Promise<T> {
  await grantFavoritesRead();
  await withPrisma((db) => db.$executeRawUnsafe('REVOKE SELECT ON my_list_items FROM praca_tenant'));
  try {
    return await fn();
  } finally {
    await grantFavoritesRead();
  }
}

const grantFavoritesRead = () =>
  withPrisma((db) => db.$executeRawUnsafe('GRANT SELECT ON my_list_items TO praca_tenant'));

/** The member enrolled in the product with `score` points (and counted at that score, decision 271). */
export async function givePoints(tenantId: string, userId: string, productId: string, score: number) {
  await withPrisma((db) =>
    db.$transaction([
      db.enrollment.create({ data: { tenantId, userId, productId } }),
      db.memberScore.create({ data: { tenantId, userId, score } }),
      db.memberScoreCount.upsert({
        where: { tenantId_score: { tenantId, score } },
        create: { tenantId, score, members: 1 },
        update: { members: { increment: 1 } },
      }),
    ]),
  );
}
