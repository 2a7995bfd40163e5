import { me } from '@/lib/auth/service';
import { route } from '@/lib/server/route';

// GET /api/auth/me — the signed-in user of this tenant (SPEC 3 "User") with role and edit flag
export const GET = route({
  auth: 'user',
  action: 'member.self',
  handler: ({ ctx }) => me(ctx),
});
