import { getFirst } from '@/lib/communities/admin/legacy';
import { ZTenantParams } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/community/get-first/{tenant} — the first community (lowest order), data null when none
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZTenantParams,
  handler: ({ ctx }) => getFirst(ctx),
});
