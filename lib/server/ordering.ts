import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestContext } from './route';

// Ordered lists (banners, header links, communities, carousels and their items, quiz questions, and
// since decision 195 courses, modules, lessons and post attachments) are renumbered in one statement,
// whatever their length (docs/decisions.md 131), and new rows take max+1 under a per-list advisory lock
// (decision 132).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Db = Pick<RequestContext['db'], '$queryRaw' | '$executeRaw'>;

/** One ordered list: a table (a constant of the caller, never input) and what bounds the list in it. */
export interface OrderedList {
  table:
    | 'banners'
    | 'navigation_links'
    | 'communities'
    | 'carousels'
    | 'carousel_items'
    | 'quiz_questions'
    | 'courses'
    | 'modules'
    | 'lessons'
    | 'community_post_attachments';
  tenantId: string;
  /** the parent column and id when the list is a parent's children (a carousel's items, a quiz's questions) */
  parent?: { column: 'carousel_id' | 'quiz_id' | 'course_id' | 'module_id' | 'post_id'; id: string };
  /** only rows not soft deleted (communities) */
  live?: boolean;
  /** whether the table has created_at, the tie-break before id among equal orders */
  createdAt?: boolean;
}

function listWhere(list: OrderedList, alias: string): Prisma.Sql {
  const a = Prisma.raw(alias);
  const parts = [Prisma.sql`${a}."tenant_id" = ${list.tenantId}::uuid`];
  if (list.parent)
    parts.push(Prisma.sql`${a}.${Prisma.raw(`"${list.parent.column}"`)} = ${list.parent.id}::uuid`);
  if (list.live) parts.push(Prisma.sql`${a}."deleted_at" IS NULL`);
  return Prisma.join(parts, ' AND ');
}

/**
 * Renumbers a list 1..n in one statement: the `ids` named take the first positions in the order given,
 * the list's other rows follow in their current order (order, then created_at, then id). Rows whose
 * order does not change are not written. Returns false, having written nothing, when an id is not a
 * row of the list (the caller's 404); repeated ids are the caller's to refuse beforehand.
 */
export async function renumberList(db: Db, list: OrderedList, ids: string[] = []): Promise<boolean> {
  if (!ids.every((id) => UUID.test(id))) return false;
  const table = Prisma.raw(`"${list.table}"`);
  const tie = Prisma.raw(
    list.createdAt === false ? 'l."order", l."id"' : 'l."order", l."created_at", l."id"',
  );
  const rows = await db.$queryRaw<{ ok: boolean }[]>`
    WITH named AS (
      SELECT u.id, u.n FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS u(id, n)
    ), list AS (
      SELECT l."id", named.n,
             row_number() OVER (ORDER BY named.n NULLS LAST, ${tie}) AS pos, l."order"
      FROM ${table} l LEFT JOIN named ON named.id = l."id"
      WHERE ${listWhere(list, 'l')}
    ), check_ AS (
      SELECT (SELECT count(*) FROM list WHERE list.n IS NOT NULL) = ${ids.length}::int AS ok
    ), done AS (
      UPDATE ${table} t SET "order" = list.pos
      FROM list, check_
      WHERE check_.ok AND t."id" = list."id" AND ${listWhere(list, 't')} AND t."order" IS DISTINCT FROM list.pos
      RETURNING 1
    )
    SELECT check_.ok, (SELECT count(*) FROM done) AS written FROM check_`;
  return rows[0]?.ok ?? false;
}

/**
 * Takes the list's transaction-scoped advisory lock: creates (max + 1) and renumbers of one list run
 * one after the other, so two concurrent creates never take the same order. Call inside a transaction.
 */
export async function lockList(db: Db, list: OrderedList): Promise<void> {
  const key = `order:${list.table}:${list.tenantId}:${list.parent?.id ?? ''}`;
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/** The next order of a list (max + 1, 1 when empty); call after lockList in the same transaction. */
export async function nextOrder(db: Db, list: OrderedList): Promise<number> {
  const table = Prisma.raw(`"${list.table}"`);
  const rows = await db.$queryRaw<{ next: number }[]>`
    SELECT (coalesce(max(l."order"), 0) + 1)::int AS next FROM ${table} l WHERE ${listWhere(list, 'l')}`;
  return rows[0]?.next ?? 1;
}
