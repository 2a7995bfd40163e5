import { z } from 'zod';
import { verifyOrNotFound } from '@/lib/certificates/service';
import { route } from '@/lib/server/route';

const ZParams = z.object({ code: z.string().max(40) });

// GET /api/certificates/verify/{code} — public: holder, course, date, school and whether it was revoked
export const GET = route({
  auth: 'public',
  action: 'public',
  params: ZParams,
  envelope: 'data',
  handler: ({ ctx, params }) => verifyOrNotFound(ctx, params.code),
});
