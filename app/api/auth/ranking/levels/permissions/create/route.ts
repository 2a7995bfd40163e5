import { createLevelPermissions } from '@/lib/gamification/levels';
import { ZLevelPermissionsBody } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/ranking/levels/permissions/create — add products to a level
export const POST = route({
  auth: 'editor',
  action: 'gamification.manage',
  body: ZLevelPermissionsBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, body }) => createLevelPermissions(ctx, body),
});
