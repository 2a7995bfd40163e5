import 'server-only';
import { cache } from 'react';
import type { RequestContext } from '@/lib/server/route';

/** The products whose content a viewer may see: all of them for an editor, else the member's own. */
export type ViewerProducts = ReadonlySet<string> | 'all';

/**
 * Editors see every product's content; a member, that of the active products they are enrolled in; a
 * signed-out visitor, none. One query for a member, none otherwise. Read per request: enrollments are
 * the member's, never cached (decision 387).
 */
export async function viewerProducts(
  ctx: Pick<RequestContext, 'db' | 'user' | 'canEdit'>,
): Promise<ViewerProducts> {
  if (ctx.canEdit) return 'all';
  if (!ctx.user) return new Set();
  const rows = await ctx.db.enrollment.findMany({
    where: { userId: ctx.user.id, product: { status: 'active' } },
    select: { productId: true },
  });
  return new Set(rows.map((r) => r.productId));
}

/** Whether the viewer has this product. */
export const hasProduct = (mine: ViewerProducts, productId: string) => mine === 'all' || mine.has(productId);

/** Content tied to these products (none: open to every member) is open to the viewer. */
export const opensTo = (productIds: readonly string[], mine: ViewerProducts) =>
  mine === 'all' || productIds.length === 0 || productIds.some((id) => mine.has(id));

/**
 * `viewerProducts` once per server render: React's `cache` keys on the context object, which a page's
 * loaders share (`getPageContext`), so the lesson page's access check, marquee and quizzes send one
 * statement between them (decision 391). Outside a render (route handlers, tests) each call reads.
 */
export const renderViewerProducts = cache(
  (ctx: Pick<RequestContext, 'db' | 'user' | 'canEdit'>): Promise<ViewerProducts> => viewerProducts(ctx),
);
