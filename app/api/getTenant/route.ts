import { z } from 'zod';
import { route } from '@/lib/server/route';
import { getPublicTenant } from '@/lib/tenants/service';

const Query = z.object({ domain: z.string().trim().min(1).max(253) });

// GET /api/getTenant?domain=HOST — public branding of the tenant that owns the domain
export const GET = route({
  auth: 'public',
  action: 'public',
  query: Query,
  handler: ({ ctx, query }) => getPublicTenant(ctx, query.domain),
});
