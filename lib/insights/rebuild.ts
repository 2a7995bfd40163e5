import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { prisma } from '@/lib/server/db';
import { addDays, dayKey } from './days';
import {
  markModuleMembers,
  recomputeDaily,
  recomputeLessons,
  recomputeMemberDays,
  recomputeQuizzes,
} from './rollup';

// Recomputes a school's rollups from the raw rows (docs/adr/0530): every day since the school began
// (`rebuildInsights`, the command `npm run insights:rebuild`), or only the recent days (`refreshRecent`,
// the nightly job), which catches what no event announces (new members, an undone lesson, a late drain).
// Cross-tenant work on the owner's client, like the outbox drain: every statement names its tenant. The
// demo seed passes its own client (it writes progress without the outbox).

const ROLLUP_TABLES = [
  'insights_daily',
  'insights_member_days',
  'insights_lessons',
  'insights_module_members',
  'insights_quizzes',
  'insights_quiz_questions',
];

/** The days the nightly job recomputes, today included. */
export const RECENT_DAYS = 3;

async function recompute(
  db: PrismaClient,
  tenantId: string,
  from: string,
  to: string,
  full: boolean,
): Promise<void> {
  await db.$transaction(
    async (tx) => {
      if (full) {
        for (const table of ROLLUP_TABLES)
          await tx.$executeRawUnsafe(`DELETE FROM ${table} WHERE tenant_id = $1::uuid`, tenantId);
      }
      await recomputeMemberDays(tx, tenantId, from, to, null);
      await recomputeDaily(tx, tenantId, from, to);
      await recomputeLessons(tx, tenantId, null);
      await markModuleMembers(tx, tenantId, null, null);
      await recomputeQuizzes(tx, tenantId, null);
    },
    { timeout: 600_000 },
  );
}

/** Rebuilds one school's rollups from scratch, from the day it was created to today. */
export async function rebuildInsights(
  tenantId: string,
  now: Date = new Date(),
  db: PrismaClient = prisma,
): Promise<void> {
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { createdAt: true },
  });
  const first = await db.$queryRawUnsafe<{ at: Date | null }[]>(
    `SELECT least((SELECT min(created_at) FROM memberships WHERE tenant_id = $1::uuid),
                  (SELECT min(created_at) FROM points_entries WHERE tenant_id = $1::uuid),
                  (SELECT min(completed_at) FROM lesson_progress WHERE tenant_id = $1::uuid)) AS at`,
    tenantId,
  );
  const start = first[0]?.at && first[0].at < tenant.createdAt ? first[0].at : tenant.createdAt;
  await recompute(db, tenantId, dayKey(start), dayKey(now), true);
}

/** Recomputes the last RECENT_DAYS days of one school (and its lessons, modules and quizzes). */
export async function refreshRecent(tenantId: string, now: Date = new Date()): Promise<void> {
  const to = dayKey(now);
  await recompute(prisma, tenantId, addDays(to, -(RECENT_DAYS - 1)), to, false);
}

/** The ids of the schools a command names: a slug, or 'all' (every school not disabled). */
export async function tenantsFor(slug: string): Promise<{ id: string; slug: string }[]> {
  return prisma.tenant.findMany({
    where: slug === 'all' ? { disabledAt: null } : { slug },
    select: { id: true, slug: true },
    orderBy: { createdAt: 'asc' },
  });
}

/**
 * The nightly job: the recent days of every school, one school at a time; a school whose rollups were
 * never built (a school from before the Painel, rows written by hand) is rebuilt in full instead.
 */
export async function nightlyInsights(now: Date = new Date()): Promise<number> {
  const tenants = await tenantsFor('all');
  for (const t of tenants) {
    const [built] = await prisma.$queryRawUnsafe<{ built: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM insights_daily WHERE tenant_id = $1::uuid) AS built`,
      t.id,
    );
    if (built?.built) await refreshRecent(t.id, now);
    else await rebuildInsights(t.id, now);
  }
  return tenants.length;
}
