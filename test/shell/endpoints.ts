import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint } from '../conformance/types';
import { nextLinkOrder } from '../support/orders';

// The shell's endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).
export const SHELL_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/config/plataforma/links/index/{tenant}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/config/plataforma/links/index/[tenant]/route')).GET,
    path: (t) => `/api/auth/config/plataforma/links/index/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: async (t) => {
      const link = await prisma.navigationLink.create({
        data: {
          tenantId: t.tenant.id,
          title: 'Loja',
          url: 'loja.example.com',
          order: await nextLinkOrder(t.tenant.id),
        },
      });
      return { link: link.id };
    },
    response: z.object({
      data: z.object({
        data: z
          .array(
            z.object({
              id: z.string().uuid(),
              tenant_id: z.string().uuid(),
              link_title: z.string(),
              link_url: z.string(),
              order: z.number().int(),
            }),
          )
          .min(1),
      }),
    }),
  },
];
