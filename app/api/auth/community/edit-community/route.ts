import { editOld } from '@/lib/communities/admin/legacy';
import { ZOldCommunityEditBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/community/edit-community — old-version edit (fields and products); answers the community
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZOldCommunityEditBody,
  handler: ({ ctx, body }) => editOld(ctx, body),
});
