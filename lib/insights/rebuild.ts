import 'server-only';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
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

async function recompute(tenantId: string, from: string, to: string, full: boolean): Promise<void> {
  await forTenant(tenantId).$transaction(
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
export async function rebuildInsights(tenantId: string, now: Date = new Date()): Promise<void> {
  const tenant = await prisma.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { createdAt: true },
  });
  const first = await prisma.$queryRawUnsafe<{ at: Date | null }[]>(
    `SELECT least((SELECT min(created_at) FROM memberships WHERE tenant_id = $1::uuid),
                  (SELECT min(created_at) FROM points_entries WHERE tenant_id = $1::uuid),
                  (SELECT min(completed_at) FROM lesson_progress WHERE tenant_id = $1::uuid)) AS at`,
    tenantId,
  );
  const start = first[0]?.at && first[0].at < tenant.createdAt ? first[0].at : tenant.createdAt;
  await recompute(tenantId, dayKey(start), dayKey(now), true);
}

/** Recomputes the last RECENT_DAYS days of one school (and its lessons, modules and quizzes). */
export async function refreshRecent(tenantId: string, now: Date = new Date()): Promise<void> {
  const to = dayKey(now);
  await recompute(tenantId, addDays(to, -(RECENT_DAYS - 1)), to, false);
}

/** The ids of the schools a command names: a slug, or 'all' (every school not disabled). */
export async function tenantsFor(slug: string): Promise<{ id: string; slug: string }[]> {
  return prisma.tenant.findMany({
    where: slug === 'all' ? { disabledAt: null } : { slug },
    select: { id: true, slug: true },
    orderBy: { createdAt: 'asc' },
  });
}

/** The nightly job: the recent days of every school, one school at a time. */
export async function nightlyInsights(now: Date = new Date()): Promise<number> {
  const tenants = await tenantsFor('all');
  for (const t of tenants) await refreshRecent(t.id, now);
  return tenants.length;
}
