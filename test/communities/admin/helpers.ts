import { randomUUID } from 'node:crypto';
import { prisma } from '@/lib/server/db';
import { nextCommunityOrder } from '../../support/orders';
import type { UploadKindName } from '@/lib/server/storage/kinds';
import { readyUpload } from '../../support/uploads';

// Rows the community admin tests build on. Uploads are written straight as finalized rows: what the
// community service checks is the Upload record (requireReadyUpload + size/type); test/storage covers
// the real upload path.

export async function makeProduct(
  tenantId: string,
  title = `Produto ${randomUUID().slice(0, 6)}`,
  active = true,
) {
  return prisma.product.create({ data: { tenantId, title, status: active ? 'active' : 'inactive' } });
}

export async function makeCommunity(
  tenantId: string,
  data: { title?: string; order?: number; version?: number; principal?: boolean; productIds?: string[] } = {},
) {
  const { productIds = [], ...rest } = data;
  // One principal per tenant (a partial unique index): a new principal takes the flag, as the service does.
  if (rest.principal) {
    await prisma.community.updateMany({ where: { tenantId, principal: true }, data: { principal: false } });
  }
  return prisma.community.create({
    data: {
      tenantId,
      title: rest.title ?? `Comunidade ${randomUUID().slice(0, 6)}`,
      order: rest.order ?? (await nextCommunityOrder(tenantId)),
      version: rest.version ?? 1,
      principal: rest.principal ?? false,
      products: { create: productIds.map((productId) => ({ tenantId, productId })) },
    },
  });
}

export const coverUpload = (
  tenantId: string,
  opts: { size?: number; contentType?: string; kind?: string; status?: string } = {},
) => readyUpload(tenantId, (opts.kind ?? 'community-cover') as UploadKindName, { size: 5000, ...opts });

export const communityRow = (id: string) =>
  prisma.community.findUnique({ where: { id }, include: { products: { select: { productId: true } } } });

export const communityOrders = (tenantId: string) =>
  prisma.community.findMany({
    where: { tenantId },
    select: { id: true, order: true },
    orderBy: { order: 'asc' },
  });
