import { deleteGamificationPlan } from '@/lib/gamification/plans';
import { ZPlanDeleteParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/ranking/gamification-plans/delete/{planId}/{tenant} — stop a product earning points
// (planId is the product id, the plan_id of the list)
export const DELETE = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZPlanDeleteParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteGamificationPlan(ctx, params.planId);
    return { message: ctx.t('gamification.productRemoved') };
  },
});
