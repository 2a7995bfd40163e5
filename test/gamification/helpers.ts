import { randomUUID } from 'node:crypto';
import { readyUpload as makeReadyUpload } from '../support/uploads';
import { addToScore } from '@/lib/gamification/ledger';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { nextCourseOrder } from '../support/orders';

// Rows the gamification admin tests build on. Uploads are written straight as finished rows: what the
// services check is the Upload record (requireReadyUpload plus kind, size and type); test/storage
// covers the real presign/finalize path.

/** `points` added to a member's score (and the per-score counts) as the scoring engine does, in its transaction. */
export const addPoints = (tenantId: string, userId: string, points: number) =>
  forTenant(tenantId).$transaction((tx) => addToScore(tx, tenantId, userId, points));

export async function makeProduct(
  tenantId: string,
  status: 'active' | 'inactive' = 'active',
  title?: string,
) {
  return prisma.product.create({
    data: { tenantId, title: title ?? `Produto ${randomUUID().slice(0, 6)}`, status },
  });
}

export const readyUpload = (
  tenantId: string,
  kind: 'badge' | 'level-image' | 'reward-file' | 'banner-image',
  opts: { size?: number; contentType?: string; status?: string; ext?: string } = {},
) => makeReadyUpload(tenantId, kind, opts);

export async function makeQuiz(tenantId: string, name = 'Prova') {
  return prisma.quiz.create({ data: { tenantId, name } });
}

export async function makeLesson(tenantId: string, title = 'Aula 1') {
  const course = await prisma.course.create({
    data: { tenantId, order: await nextCourseOrder(tenantId), title: 'Curso', slug: `c-${randomUUID()}` },
  });
  const mod = await prisma.module.create({ data: { tenantId, courseId: course.id, title: 'Módulo' } });
  return prisma.lesson.create({
    data: { tenantId, moduleId: mod.id, title, slug: `l-${randomUUID()}` },
  });
}

/** A score reward (link delivery) with one product, written directly. */
/** A reward earned by the students of one new product (`products` > 1: that many, the first returned). */
export async function makeReward(tenantId: string, name = 'Recompensa', products = 1) {
  const all = await Promise.all(Array.from({ length: products }, () => makeProduct(tenantId)));
  const product = all[0]!;
  const reward = await prisma.reward.create({
    data: {
      tenantId,
      name,
      rewardType: 'score',
      neededScore: 100,
      deliveryType: 'link',
      links: ['https://example.com/premio'],
      products: { create: all.map((p) => ({ tenantId, productId: p.id })) },
    },
    include: { products: true },
  });
  return { reward, product, permission: reward.products.find((p) => p.productId === product.id)! };
}

/** A level for the students of one new product (`products` > 1: that many, the first returned). */
export async function makeLevel(tenantId: string, name = 'Bronze', neededScore = 100, products = 1) {
  const all = await Promise.all(Array.from({ length: products }, () => makeProduct(tenantId)));
  const product = all[0]!;
  const level = await prisma.level.create({
    data: {
      tenantId,
      name,
      neededScore,
      products: { create: all.map((p) => ({ tenantId, productId: p.id })) },
    },
    include: { products: true },
  });
  return { level, product, permission: level.products.find((p) => p.productId === product.id)! };
}
