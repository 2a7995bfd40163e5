import { getPointsParameters } from '@/lib/gamification/points';
import { ZTenantParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/gamification/platform/get-parameters/{tenant} — the points settings (defaults when none)
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => getPointsParameters(ctx),
});
