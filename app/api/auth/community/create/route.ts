import { createOld } from '@/lib/communities/admin/legacy';
import { ZOldCommunityCreateBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/community/create — old-version create (version 1), at the end of the list
export const POST = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZOldCommunityCreateBody,
  status: 201,
  handler: ({ ctx, body }) => createOld(ctx, body),
});
