import 'server-only';
import { requireActiveProducts, type ProductRuleMessages } from '@/lib/products/service';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TGamificationPlan, TGamificationPlansBody } from './schemas';

// Products in the gamification selections (SPEC.md sections 3 "Product (selectable)", 6): only active
// products of this tenant may be selected; the Pontuação drawer's "gamification plans" are the products
// whose students earn points.

/** The messages of the shared product rule (lib/products/service.ts) in the gamification forms. */
export const GAMIFICATION_PRODUCTS: ProductRuleMessages = {
  notFound: 'gamification.productNotFound',
  inactive: 'gamification.productInactive',
};

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
  await requireActiveProducts(ctx.db, body.array_plans_id, GAMIFICATION_PRODUCTS);
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
