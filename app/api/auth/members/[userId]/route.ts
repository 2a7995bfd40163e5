import { getMember } from '@/lib/members/member';
import { ZMemberParams } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/members/{userId} — a member's page: grants, progress, points and access history (editors)
export const GET = route({
  auth: 'editor',
  action: 'members.read',
  params: ZMemberParams,
  envelope: 'data',
  handler: ({ ctx, params }) => getMember(ctx, params.userId),
});
