import { listLevelPermissions } from '@/lib/gamification/levels';
import { ZLevelPermissionsParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/levels/permissions/get-by-level/{tenant}/{levelId} — a level's products
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZLevelPermissionsParams,
  envelope: 'data',
  handler: ({ ctx, params }) => listLevelPermissions(ctx, params.levelId),
});
