import { ZMineListQuery } from '@/lib/certificates/schemas';
import { listMine } from '@/lib/certificates/service';
import { route } from '@/lib/server/route';

// GET /api/certificates?after= — the caller's certificates, newest first (the profile's 'Certificados')
export const GET = route({
  auth: 'user',
  action: 'member.self',
  query: ZMineListQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => listMine(ctx, query.after),
});
