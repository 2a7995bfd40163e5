import { listMembers } from '@/lib/members/list';
import { ZMembersQuery } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/members — the school's members: search, product and status filters, keyset pages (editors)
export const GET = route({
  auth: 'editor',
  action: 'members.read',
  query: ZMembersQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => listMembers(ctx, query),
});
