import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { listSelectableProducts } from '@/lib/products/service';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';
import { type TLessonProduct, type TMarquee, type TMarqueeBody } from './schemas';

// Marquees of lesson pages (SPEC.md sections 2.8, 3 "Marquee", 5 "Marquee", 7): one per product of
// the tenant. Every query goes through ctx.db, so another tenant's ids are simply not found (404).

const MARQUEE_SELECT = {
  id: true,
  tenantId: true,
  productId: true,
  text: true,
  timer: true,
  url: true,
  createdAt: true,
  updatedAt: true,
  product: { select: { id: true, title: true } },
} as const;

/** a tenant rarely has more; the cap keeps one query per call whatever the data */
const LIST_LIMIT = 500;

interface MarqueeRow {
  id: string;
  tenantId: string;
  productId: string;
  text: string;
  timer: number;
  url: string | null;
  createdAt: Date;
  updatedAt: Date;
  product: { id: string; title: string };
}

export function toMarquee(row: MarqueeRow): TMarquee {
  return {
    id: row.id,
    text: row.text,
    product_id: row.productId,
    timer: row.timer,
    url: row.url,
    tenant_id: row.tenantId,
    type: 'horizontal',
    product: { id: row.product.id, title: row.product.title },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const duplicate = () =>
  new AppError('CONFLICT', {
    messageKey: 'lesson.marquee.duplicateProduct',
    fields: { product_id: 'lesson.marquee.duplicateProduct' },
  });

const marqueeNotFound = () => new AppError('NOT_FOUND', { messageKey: 'lesson.marquee.notFound' });

/** The tenant's marquees, newest first. */
export async function listMarquees(ctx: RequestContext): Promise<TMarquee[]> {
  const rows = await ctx.db.marquee.findMany({
    select: MARQUEE_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: LIST_LIMIT,
  });
  return rows.map(toMarquee);
}

/** The active products of the tenant an editor may pick for a marquee (the shared list, capped). */
export const listMarqueeProducts = (ctx: RequestContext): Promise<TLessonProduct[]> =>
  listSelectableProducts(ctx, { take: LIST_LIMIT });

async function assertActiveProduct(ctx: RequestContext, productId: string) {
  const product = await ctx.db.product.findFirst({
    where: { id: productId, status: 'active' },
    select: { id: true },
  });
  if (!product) throw new AppError('NOT_FOUND', { messageKey: 'lesson.marquee.productNotFound' });
}

async function assertProductFree(ctx: RequestContext, productId: string, exceptId?: string) {
  const taken = await ctx.db.marquee.findFirst({
    where: { productId, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw duplicate();
}

/** A unique violation between our check and the insert (two editors at once) is the same conflict. */
function rethrowUnique(err: unknown): never {
  if (err && typeof err === 'object' && (err as { code?: unknown }).code === 'P2002') throw duplicate();
  throw err;
}

export async function createMarquee(ctx: RequestContext, body: TMarqueeBody): Promise<TMarquee> {
  await assertActiveProduct(ctx, body.product_id);
  await assertProductFree(ctx, body.product_id);
  const row = await ctx.db.marquee
    .create({
      data: {
        tenantId: ctx.tenant.id,
        productId: body.product_id,
        text: body.text,
        timer: body.timer,
        url: body.url,
        type: 'horizontal',
      },
      select: MARQUEE_SELECT,
    })
    .catch(rethrowUnique);
  return toMarquee(row);
}

export async function updateMarquee(ctx: RequestContext, id: string, body: TMarqueeBody): Promise<TMarquee> {
  if (!isUuid(id)) throw marqueeNotFound();
  const current = await ctx.db.marquee.findUnique({ where: { id }, select: { productId: true } });
  if (!current) throw marqueeNotFound();
  if (current.productId !== body.product_id) {
    await assertActiveProduct(ctx, body.product_id);
    await assertProductFree(ctx, body.product_id, id);
  }
  const row = await ctx.db.marquee
    .update({
      where: { id },
      data: { productId: body.product_id, text: body.text, timer: body.timer, url: body.url },
      select: MARQUEE_SELECT,
    })
    .catch(rethrowUnique);
  return toMarquee(row);
}

export async function deleteMarquee(ctx: RequestContext, id: string): Promise<void> {
  if (!isUuid(id)) throw marqueeNotFound();
  const { count } = await ctx.db.marquee.deleteMany({ where: { id } });
  if (count === 0) throw marqueeNotFound();
}
