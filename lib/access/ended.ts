import 'server-only';
import type { RequestContext } from '@/lib/server/route';

/**
 * For a locked course: the product of this course whose access the member had and lost (expired or
 * revoked), with its sales page, so the locked page can offer to buy it again (issue 47). Null for a
 * visitor, an editor, a member who never had it, or a product without a sales page. One statement, only
 * on the locked path.
 */
export async function endedAccessFor(
  ctx: Pick<RequestContext, 'db' | 'user' | 'canEdit'>,
  courseId: string,
): Promise<{ title: string; salesUrl: string } | null> {
  if (!ctx.user || ctx.canEdit) return null;
  const row = await ctx.db.enrollment.findFirst({
    where: {
      userId: ctx.user.id,
      expiresAt: { lte: new Date() },
      product: { salesUrl: { not: null }, courses: { some: { courseId } } },
    },
    orderBy: { expiresAt: 'desc' },
    select: { product: { select: { title: true, salesUrl: true } } },
  });
  return row?.product.salesUrl ? { title: row.product.title, salesUrl: row.product.salesUrl } : null;
}
