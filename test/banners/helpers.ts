import { readyUpload as makeReadyUpload } from '../support/uploads';
import { prisma } from '@/lib/server/db';
import { nextBannerOrder } from '../support/orders';

// Rows the banner tests build on. Uploads are written straight as finalized rows: what the banner
// service checks is the Upload record (requireReadyUpload); test/storage covers the real upload path.

/** A banner at `order`, or at the end of the tenant's list (orders are unique per tenant). */
export async function makeBanner(tenantId: string, order?: number, title = `Banner ${order ?? ''}`) {
  return prisma.banner.create({
    data: { tenantId, order: order ?? (await nextBannerOrder(tenantId)), title },
  });
}

export const readyUpload = (
  tenantId: string,
  kind: 'banner-image' | 'banner-video' | 'badge' = 'banner-image',
  status?: string,
) => makeReadyUpload(tenantId, kind, { status });

export const bannerOrders = (tenantId: string) =>
  prisma.banner.findMany({
    where: { tenantId },
    select: { id: true, order: true, title: true },
    orderBy: { order: 'asc' },
  });
