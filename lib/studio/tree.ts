import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestContext } from '@/lib/server/route';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import { AppError } from '@/lib/server/errors';
import { lockList, renumberList, type OrderedList } from '@/lib/server/ordering';
import { CONFIRM_WORD } from './schemas';

// What the studio's courses, modules and lessons share: their ordered lists (live rows only, 1..n,
// docs/adr/0008 and 0402), the soft delete that keeps what members earned (docs/adr/0400) and the
// "does anyone depend on this" check that picks a plain or a soft delete.

export type Db = TenantTx | RequestContext['db'];

export const courseList = (tenantId: string): OrderedList => ({ table: 'courses', tenantId, live: true });
export const moduleList = (tenantId: string, courseId: string): OrderedList => ({
  table: 'modules',
  tenantId,
  parent: { column: 'course_id', id: courseId },
  live: true,
});
export const lessonList = (tenantId: string, moduleId: string): OrderedList => ({
  table: 'lessons',
  tenantId,
  parent: { column: 'module_id', id: moduleId },
  live: true,
});

/** Locks several lists in one fixed order (by key), so two moves across the same lists never deadlock. */
export async function lockLists(tx: Db, lists: OrderedList[]): Promise<void> {
  const key = (l: OrderedList) => `${l.table}:${l.parent?.id ?? ''}`;
  const unique = [...new Map(lists.map((l) => [key(l), l])).values()].sort((a, b) =>
    key(a) < key(b) ? -1 : 1,
  );
  for (const l of unique) await lockList(tx, l);
}

/**
 * Takes a row out of its live list: its order becomes the next negative number of the list, so the
 * list's `UNIQUE (parent, "order")` still holds and the live rows renumber 1..n around it.
 * Call under the list's lock. The table is a constant of the caller.
 */
export async function parkOrder(
  tx: Db,
  table: 'courses' | 'modules' | 'lessons',
  parent: { column: 'tenant_id' | 'course_id' | 'module_id'; id: string },
  id: string,
): Promise<void> {
  const t = Prisma.raw(`"${table}"`);
  const p = Prisma.raw(`"${parent.column}"`);
  await tx.$executeRaw`
    UPDATE ${t} SET "order" = (
      SELECT least(coalesce(min(o."order"), 0), 0) - 1 FROM ${t} o WHERE o.${p} = ${parent.id}::uuid
    ), "deleted_at" = now()
    WHERE "id" = ${id}::uuid AND "deleted_at" IS NULL`;
}

/**
 * Reorders a live list to exactly `ids` under its lock. An id the tenant does not hold is a 404 (the
 * answer of another tenant's ids); a list that changed since the editor read it (a row that left it, or
 * one the editor did not send) answers 409: the editor reloads, nothing moves.
 */
export async function reorderExactly(ctx: RequestContext, list: OrderedList, ids: string[]): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const live = new Set(await liveIds(tx, list));
    if (!ids.every((id) => live.has(id))) {
      // rows of the tenant that left the list meanwhile (moved, deleted): the list changed; ids the
      // tenant does not hold are missing, the answer of another tenant's ids
      const known = await tenantRows(tx, list, ids);
      throw known === ids.length
        ? new AppError('CONFLICT', { messageKey: 'studio.listChanged' })
        : new AppError('NOT_FOUND');
    }
    if (live.size !== ids.length) throw new AppError('CONFLICT', { messageKey: 'studio.listChanged' });
    if (!(await renumberList(tx, list, ids))) throw new AppError('NOT_FOUND');
  });
}

async function tenantRows(tx: Db, list: OrderedList, ids: string[]): Promise<number> {
  const t = Prisma.raw(`"${list.table}"`);
  const rows = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${t} WHERE "tenant_id" = ${list.tenantId}::uuid AND "id" = ANY(${ids}::uuid[])`;
  return rows[0]?.n ?? 0;
}

async function liveIds(tx: Db, list: OrderedList): Promise<string[]> {
  const t = Prisma.raw(`"${list.table}"`);
  const parent = list.parent
    ? Prisma.sql`AND ${Prisma.raw(`"${list.parent.column}"`)} = ${list.parent.id}::uuid`
    : Prisma.empty;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM ${t} WHERE "tenant_id" = ${list.tenantId}::uuid ${parent} AND "deleted_at" IS NULL`;
  return rows.map((r) => r.id);
}

export async function liveCount(tx: Db, list: OrderedList): Promise<number> {
  const t = Prisma.raw(`"${list.table}"`);
  const parent = list.parent
    ? Prisma.sql`AND ${Prisma.raw(`"${list.parent.column}"`)} = ${list.parent.id}::uuid`
    : Prisma.empty;
  const rows = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${t} WHERE "tenant_id" = ${list.tenantId}::uuid ${parent} AND "deleted_at" IS NULL`;
  return rows[0]?.n ?? 0;
}

/** Whether members depend on these lessons: progress, comments or completions of the given parents. */
export async function hasMemberTraces(
  db: Db,
  scope: { lessonIds?: string[]; moduleId?: string; courseId?: string },
): Promise<boolean> {
  const lessonWhere = scope.lessonIds
    ? { lessonId: { in: scope.lessonIds } }
    : scope.moduleId
      ? { lesson: { moduleId: scope.moduleId } }
      : { lesson: { module: { courseId: scope.courseId! } } };
  const [progress, comment, completion] = await Promise.all([
    db.lessonProgress.findFirst({ where: lessonWhere, select: { id: true } }),
    db.lessonComment.findFirst({ where: lessonWhere, select: { id: true } }),
    scope.courseId
      ? db.courseCompletion.findFirst({ where: { courseId: scope.courseId }, select: { id: true } })
      : scope.moduleId
        ? db.moduleCompletion.findFirst({ where: { moduleId: scope.moduleId }, select: { id: true } })
        : Promise.resolve(null),
  ]);
  return !!(progress || comment || completion);
}

/** A delete of something members depend on must be confirmed with the word (409 until it is). */
export function requireConfirm(confirm: string | undefined): void {
  if (confirm !== CONFIRM_WORD)
    throw new AppError('CONFLICT', {
      messageKey: 'studio.confirmRequired',
      exception: 'ConfirmationRequired',
      values: { word: CONFIRM_WORD },
    });
}

export type DeleteResult = { deleted: 'hard' | 'soft' };
