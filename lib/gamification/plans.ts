import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TGamificationPlan, TGamificationPlansBody } from './schemas';

// Products in the gamification selections (SPEC.md sections 3 "Product (selectable)", 6): only active
// products of this tenant may be selected; the Pontuação drawer's "gamification plans" are the products
// whose students earn points.

type ProductReader = Pick<RequestContext['db'], 'product'>;

/**
 * Every id must be a product of this tenant (else 404, the answer for another tenant's id too) and
 * active (else a translated 422). Returns the titles by id. One query.
 */
export async function requireActiveProducts(
  db: ProductReader,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.product.findMany({
    where: { id: { in: unique } },
    select: { id: true, title: true, status: true },
  });
  if (rows.length !== unique.length)
    throw new AppError('NOT_FOUND', { messageKey: 'gamification.productNotFound' });
  if (rows.some((r) => r.status !== 'active'))
    throw new AppError('UNPROCESSABLE', { messageKey: 'gamification.productInactive' });
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** GET .../gamification-plans/get/{tenant}: in the order they were added. */
export async function listGamificationPlans(ctx: RequestContext): Promise<TGamificationPlan[]> {
  const rows = await ctx.db.gamificationProduct.findMany({
    select: { id: true, productId: true, product: { select: { title: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ id: r.id, plan_id: r.productId, title: r.product.title }));
}

/** POST .../gamification-plans/create: adds the products (already added ones are kept); the whole list. */
export async function createGamificationPlans(
  ctx: RequestContext,
  body: TGamificationPlansBody,
): Promise<TGamificationPlan[]> {
  await requireActiveProducts(ctx.db, body.array_plans_id);
  await ctx.db.gamificationProduct.createMany({
    data: body.array_plans_id.map((productId) => ({ tenantId: ctx.tenant.id, productId })),
    skipDuplicates: true,
  });
  return listGamificationPlans(ctx);
}

/** DELETE .../gamification-plans/delete/{planId}/{tenant}: planId is the product id (plan_id). */
export async function deleteGamificationPlan(ctx: RequestContext, productId: string): Promise<void> {
  const gone = await ctx.db.gamificationProduct.deleteMany({ where: { productId } });
  if (gone.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.productNotFound' });
}
