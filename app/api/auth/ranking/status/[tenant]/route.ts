import { rankingStatus } from '@/lib/gamification/ranking';
import { ZTenantParams } from '@/lib/gamification/student-schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/ranking/status/{tenant} — the ranking switch and whether a community exists (panel)
export const GET = route({
  auth: 'editor',
  action: 'gamification.manage',
  params: ZTenantParams,
  envelope: 'data',
  handler: ({ ctx }) => rankingStatus(ctx),
});
