// Bench cases of the communities admin API (issue 4), spread into bench/cases.ts. Reads only: each one
// runs a fixed number of queries whatever the number of communities or products.
import { GET as products } from '@/app/api/auth/admin/products/get/route';
import { GET as details } from '@/app/api/auth/community/get-details/[tenant]/[communityId]/route';
import { GET as communities } from '@/app/api/v2/communities/route';
import { GET as community } from '@/app/api/v2/communities/[id]/route';
import { GET as config } from '@/app/api/v2/communities/config/route';
import { GET as settings } from '@/app/api/v2/communities/settings/route';
import { seedKeys, stableId } from '@/lib/seed/ids';
import { makeRequest } from '@/test/support/http';
import type { BenchCase, Handler } from './cases';

const EDITOR = 'admin@demo.local';
const DEMO_COMMUNITY = stableId(seedKeys.community('demo'));

const simple = (name: string, handler: Handler, path: string): BenchCase => ({
  name,
  prepare: async ({ host, signIn }) => {
    const cookie = await signIn(EDITOR);
    return { handler, request: () => makeRequest('GET', path, { host, cookie }) };
  },
});

export const COMMUNITY_BENCH_CASES: BenchCase[] = [
  simple('GET /api/auth/admin/products/get', products, '/api/auth/admin/products/get'),
  simple('GET /api/v2/communities', communities, '/api/v2/communities'),
  simple('GET /api/v2/communities/config', config, '/api/v2/communities/config'),
  simple('GET /api/v2/communities/settings', settings, '/api/v2/communities/settings'),
  {
    name: 'GET /api/v2/communities/{id}',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(EDITOR);
      return {
        handler: community,
        params: { id: DEMO_COMMUNITY },
        request: () => makeRequest('GET', `/api/v2/communities/${DEMO_COMMUNITY}`, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/community/get-details/{tenant}/{communityId}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(EDITOR);
      const path = `/api/auth/community/get-details/${tenantId}/${DEMO_COMMUNITY}`;
      return {
        handler: details,
        params: { tenant: tenantId, communityId: DEMO_COMMUNITY },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
];
