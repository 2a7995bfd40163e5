import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestContext } from './route';

type Db = Pick<RequestContext['db'], '$queryRaw'>;

/**
 * Inside a write's transaction, holds a soft-deletable parent row FOR SHARE when it is live; false when
 * it is missing, of another tenant or deleted. A soft delete (an UPDATE) then waits for the write, and a
 * delete that committed first is seen here: rows are never written under a deleted parent
 * (docs/decisions.md 133). The table is a constant of the caller, never input.
 */
export async function lockLive(
  db: Db,
  table: 'communities' | 'rewards' | 'quizzes' | 'community_posts' | 'community_comments' | 'custom_htmls',
  tenantId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM ${Prisma.raw(`"${table}"`)}
    WHERE id = ${id}::uuid AND tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
    FOR SHARE`;
  return rows.length > 0;
}
