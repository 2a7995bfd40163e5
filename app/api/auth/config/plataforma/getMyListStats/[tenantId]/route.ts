import { z } from 'zod';
import { route } from '@/lib/server/route';
import { getShowcaseSettings } from '@/lib/showcase/settings';

// GET /api/auth/config/plataforma/getMyListStats/{tenantId} — "Minha lista" status, as data.data[0].published
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: z.object({ tenantId: z.string().min(1).max(64) }),
  envelope: 'dataData',
  handler: async ({ ctx }) => [{ published: (await getShowcaseSettings(ctx)).mylist_status }],
});
