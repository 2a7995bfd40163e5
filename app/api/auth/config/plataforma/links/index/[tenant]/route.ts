import { route } from '@/lib/server/route';
import { listLinks } from '@/lib/shell/links';
import { ZLinksIndexParams } from '@/lib/shell/schemas';

// GET /api/auth/config/plataforma/links/index/{tenant} — the tenant's custom header links, ordered
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZLinksIndexParams,
  envelope: 'dataData',
  handler: ({ ctx }) => listLinks(ctx),
});
