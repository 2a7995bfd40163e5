import { z } from 'zod';
import { route } from '@/lib/server/route';
import { getShowcaseSettings } from '@/lib/showcase/settings';

// GET /api/auth/config/plataforma/get-content-config/{tenantId} — whether blocked content is shown
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ tenantId: z.string().min(1).max(64) }),
  envelope: 'data',
  handler: async ({ ctx }) => ({
    show_blocked_content: (await getShowcaseSettings(ctx)).show_blocked_content,
  }),
});
