import { prisma } from '@/lib/server/db';
import { readyUpload as makeReadyUpload } from '../../support/uploads';
import type { Prisma } from '@/lib/generated/prisma/client';
import { nextCommunityOrder } from '../../support/orders';

// Rows the community tests build on. Uploads are written straight as finalized rows: the post service
// checks the Upload record (requireReadyUpload); test/storage covers the real upload path.

export async function makeCommunity(
  tenantId: string,
  data: Partial<Prisma.CommunityUncheckedCreateInput> = {},
) {
  return prisma.community.create({
    data: { tenantId, title: 'Comunidade', order: await nextCommunityOrder(tenantId), ...data },
  });
}

/** A private community tied to one new product; returns both. */
export async function makePrivateCommunity(
  tenantId: string,
  productStatus: 'active' | 'inactive' = 'active',
) {
  const product = await prisma.product.create({
    data: { tenantId, title: 'Plano VIP', status: productStatus },
  });
  const community = await makeCommunity(tenantId, {
    title: 'VIP',
    isPrivate: true,
    upsellText: 'Seja VIP',
    upsellLink: 'https://loja.example/vip',
    products: { create: { tenantId, productId: product.id } },
  });
  return { community, product };
}

export const enroll = (tenantId: string, userId: string, productId: string) =>
  prisma.enrollment.create({ data: { tenantId, userId, productId } });

export async function makePost(
  tenantId: string,
  communityId: string,
  userId: string,
  data: Partial<Prisma.CommunityPostUncheckedCreateInput> = {},
) {
  return prisma.communityPost.create({ data: { tenantId, communityId, userId, body: 'Olá!', ...data } });
}

export async function makeComment(
  tenantId: string,
  postId: string,
  userId: string,
  parentId: string | null = null,
) {
  const c = await prisma.communityComment.create({
    data: { tenantId, postId, userId, parentId, body: 'Boa!' },
  });
  await prisma.communityPost.update({ where: { id: postId }, data: { commentCount: { increment: 1 } } });
  return c;
}

export const readyUpload = (
  tenantId: string,
  kind: 'post-image' | 'post-file' | 'post-video' = 'post-image',
  status?: string,
  /** who uploaded it: members may attach only their own uploads */
  createdById: string | null = null,
) => makeReadyUpload(tenantId, kind, { status, createdById });
