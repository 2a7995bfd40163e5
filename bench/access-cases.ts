// Bench cases of issue 47: the sales-platform webhook receiver. Run alone with
// `BENCH_ONLY='webhooks' BENCH_LARGE=0 npm run bench`.
import { createHmac } from 'node:crypto';
import { POST as webhook } from '@/app/api/webhooks/[source]/[key]/route';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import type { BenchCase } from './case-types';

const SECRET = 'bench-generic-secret';

export const ACCESS_BENCH_CASES: BenchCase[] = [
  {
    // A purchase storm: each call a new purchase of the generic format, one in ten a redelivery of the
    // previous event (answered `duplicate: true` by the (integration, event id) key). The answer is one
    // lookup, the secret's read and one insert; the grants run later in the 'webhook-delivery' job.
    name: 'POST /api/webhooks/{source}/{key} (generic, 10% redeliveries)',
    prepare: async ({ host, tenantId }) => {
      const product = await prisma.product.findFirstOrThrow({ where: { tenantId }, select: { id: true } });
      const integration = await prisma.integration.upsert({
        where: { tenantId_source: { tenantId, source: 'generic' } },
        create: { tenantId, source: 'generic', urlKey: 'bench-generic' },
        update: {},
      });
      await prisma.integrationSecret.upsert({
        where: { integrationId: integration.id },
        create: { integrationId: integration.id, secret: SECRET },
        update: { secret: SECRET },
      });
      await prisma.integrationProduct.upsert({
        where: { integrationId_externalId: { integrationId: integration.id, externalId: 'bench-product' } },
        create: {
          tenantId,
          integrationId: integration.id,
          externalId: 'bench-product',
          productId: product.id,
        },
        update: {},
      });
      const run = Date.now();
      let n = 0;
      const path = `/api/webhooks/generic/${integration.urlKey}`;
      return {
        handler: webhook,
        params: { source: 'generic', key: integration.urlKey },
        request: () => {
          n++;
          const purchase = n % 10 === 0 ? n - 1 : n; // every tenth call repeats the one before
          const body = JSON.stringify({
            id: `bench-${run}-${purchase}`,
            type: 'grant',
            email: `bench-${run}-${purchase}@exemplo.com`,
            product_id: 'bench-product',
            purchase_id: `p-${run}-${purchase}`,
          });
          const t = Math.floor(Date.now() / 1000);
          const v1 = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
          return makeRequest('POST', path, {
            host,
            body,
            origin: null,
            headers: { 'x-praca-signature': `t=${t},v1=${v1}` },
          });
        },
      };
    },
  },
];
