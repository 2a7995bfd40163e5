import { getDetails } from '@/lib/communities/admin/legacy';
import { ZTenantCommunityParams } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/community/get-details/{tenant}/{communityId} — old-version details with plans_with_access
export const GET = route({
  auth: 'editor',
  action: 'community.manage',
  params: ZTenantCommunityParams,
  handler: ({ ctx, params }) => getDetails(ctx, params.communityId),
});
