import 'server-only';
import { cache } from 'react';
import type { RequestContext } from '@/lib/server/route';

/** The products whose content a viewer may see: all of them for an editor, else the member's own. */
export type ViewerProducts = ReadonlySet<string> | 'all';

// $1 tenant, $2 member: the member's enrollments in the tenant's active products.
const VIEWER_PRODUCTS_SQL = `
SELECT e.product_id::text AS id
  FROM enrollments e
  JOIN products p ON p.id = e.product_id AND p.tenant_id = $1::uuid AND p.status = 'active'
 WHERE e.user_id = $2::uuid AND e.tenant_id = $1::uuid
   AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))`;

/**
 * The active products the signed-in person is enrolled in, whatever their role: one statement on the
 * tenant pool (`$read`, decision 410: the Prisma read with its relation filter cost more CPU than the
 * rest of an access check). Read per request: enrollments are the member's, never cached (decision 387).
 */
export async function enrolledProducts(
  ctx: Pick<RequestContext, 'db' | 'tenant'> & { user: { id: string } },
): Promise<string[]> {
  const rows = await ctx.db.$read<{ id: string }>(VIEWER_PRODUCTS_SQL, [ctx.tenant.id, ctx.user.id]);
  return rows.map((r) => r.id);
}

/**
 * Editors see every product's content; a member, that of the active products they are enrolled in; a
 * signed-out visitor, none. One statement for a member, none otherwise.
 */
export async function viewerProducts(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user' | 'canEdit'>,
): Promise<ViewerProducts> {
  if (ctx.canEdit) return 'all';
  if (!ctx.user) return new Set();
  return new Set(await enrolledProducts({ ...ctx, user: ctx.user }));
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
  (ctx: Pick<RequestContext, 'db' | 'tenant' | 'user' | 'canEdit'>): Promise<ViewerProducts> =>
    viewerProducts(ctx),
);
