import { prisma } from '@/lib/server/db';

// Rows the live tests build on: a live on now (or at the given offsets, in minutes from now).
export async function makeLive(
  tenantId: string,
  opts: { title?: string; fromMin?: number; toMin?: number; productIds?: string[] } = {},
) {
  const now = Date.now();
  return prisma.live.create({
    data: {
      tenantId,
      title: opts.title ?? 'Live de teste',
      startsAt: new Date(now + (opts.fromMin ?? -10) * 60_000),
      endsAt: new Date(now + (opts.toMin ?? 50) * 60_000),
      embedUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      products: { create: (opts.productIds ?? []).map((productId) => ({ tenantId, productId })) },
    },
  });
}

export async function makeProduct(tenantId: string, title = 'Plano') {
  return prisma.product.create({ data: { tenantId, title, status: 'active' } });
}
