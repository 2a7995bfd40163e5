import { resetRanking } from '@/lib/gamification/ranking';
import { route } from '@/lib/server/route';

// POST /api/auth/community/reset-ranking — clear every member's points (header tenantId) -> {message}
export const POST = route({
  auth: 'editor',
  action: 'community.manage',
  envelope: 'raw',
  handler: async ({ ctx }) => {
    await resetRanking(ctx);
    return { message: ctx.t('gamificationProfile.resetDone') };
  },
});
