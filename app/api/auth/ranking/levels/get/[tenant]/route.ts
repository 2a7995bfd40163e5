import { listLevels } from '@/lib/gamification/levels';
import { ZTenantParams } from '@/lib/gamification/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/levels/get/{tenant} — the levels by needed score (editors)
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => listLevels(ctx),
});
