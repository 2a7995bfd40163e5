import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestContext } from './route';

type Db = Pick<RequestContext['db'], '$queryRaw'>;

/**
 * Inside a write's transaction, holds a soft-deletable parent row FOR SHARE when it is live; false when
 * it is missing, of another tenant or deleted. A soft delete (an UPDATE) then waits for the write, and a
 * delete that committed first is seen here: rows are never written under a deleted parent
 * (docs/decisions.md 133). The table is a constant of the caller, never input. `forUpdate` takes the
 * row FOR UPDATE instead, so that two writes that check what the parent keeps (its last product, say)
 * run one after the other (decision 435).
 */
export async function lockLive(
  db: Db,
  table: 'communities' | 'rewards' | 'quizzes' | 'community_posts' | 'community_comments' | 'custom_htmls',
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM ${Prisma.raw(`"${table}"`)}
    WHERE id = ${id}::uuid AND tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
    ${Prisma.raw(forUpdate ? 'FOR UPDATE' : 'FOR SHARE')}`;
  return rows.length > 0;
}
