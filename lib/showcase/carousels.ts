import 'server-only';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { lockList, nextOrder, type OrderedList, renumberList } from '@/lib/server/ordering';
import { isUuid } from '@/lib/validation/uuid';
import {
  contentKind,
  isSystemCarouselId,
  type TCarousel,
  type TCarouselBody,
  type TCarouselItem,
  type TCarouselKind,
} from './schemas';

// The tenant's custom carousels (SPEC.md section 7 "Carousels"): list, get, create, update, publish,
// delete and the two reorderings. System carousels (types 5-9) are virtual and refused here.

const ITEM_INCLUDE = {
  course: { select: { title: true } },
  module: { select: { title: true } },
  lesson: { select: { title: true } },
} as const;

type ItemRow = {
  id: string;
  kind: TCarouselKind;
  courseId: string | null;
  moduleId: string | null;
  lessonId: string | null;
  order: number;
  course: { title: string } | null;
  module: { title: string } | null;
  lesson: { title: string } | null;
};

type CarouselRow = {
  id: string;
  tenantId: string;
  title: string;
  description: string;
  type: number;
  typeContent: TCarouselKind;
  cardType: string;
  carouselType: string;
  custom: boolean;
  cardsPerGroup: number;
  cardsPerGroupMobile: number;
  autoplay: boolean;
  autoplayTime: number;
  fontTitle: string;
  weightTitle: number;
  sizeTitle: number;
  fontDescription: string;
  weightDescription: number;
  sizeDescription: number;
  published: boolean;
  order: number;
  items: ItemRow[];
};

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;

export function itemRefId(i: Pick<ItemRow, 'courseId' | 'moduleId' | 'lessonId'>): string {
  return (i.courseId ?? i.moduleId ?? i.lessonId)!;
}

function toItem(i: ItemRow): TCarouselItem {
  return {
    id: itemRefId(i),
    carouselItemId: i.id,
    kind: i.kind,
    title: i.course?.title ?? i.module?.title ?? i.lesson?.title ?? '',
    order: i.order,
  };
}

export function toCarousel(c: CarouselRow): TCarousel {
  return {
    id: c.id,
    tenant_id: c.tenantId,
    title: c.title,
    description: c.description,
    type: String(c.type),
    type_content: c.typeContent,
    card_type: c.cardType as TCarousel['card_type'],
    carousel_type: c.carouselType as TCarousel['carousel_type'],
    custom: bit(c.custom),
    cards_per_group: c.cardsPerGroup,
    cards_per_group_mobile: c.cardsPerGroupMobile,
    autoplay: bit(c.autoplay),
    autoplay_time: c.autoplayTime,
    font_title: c.fontTitle,
    weight_title: c.weightTitle,
    size_title: c.sizeTitle,
    font_description: c.fontDescription,
    weight_description: c.weightDescription,
    size_description: c.sizeDescription,
    published: bit(c.published),
    order: c.order,
    carousel_item: c.items.map(toItem),
  };
}

const WITH_ITEMS = {
  items: { include: ITEM_INCLUDE, orderBy: [{ order: 'asc' as const }, { id: 'asc' as const }] },
};

function refuseSystem(id: string) {
  if (isSystemCarouselId(id)) throw new AppError('FORBIDDEN', { messageKey: 'showcase.systemCarousel' });
}

function assertUuid(id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
}

/** The tenant's carousels in showcase order; members who cannot edit only get published ones. */
export async function listCarousels(ctx: RequestContext): Promise<TCarousel[]> {
  const rows = await ctx.db.carousel.findMany({
    where: ctx.canEdit ? {} : { published: true },
    include: WITH_ITEMS,
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
    take: 200,
  });
  return rows.map(toCarousel);
}

export async function getCarousel(ctx: RequestContext, id: string): Promise<TCarousel> {
  refuseSystem(id);
  assertUuid(id);
  const row = await ctx.db.carousel.findFirst({
    where: ctx.canEdit ? { id } : { id, published: true },
    include: WITH_ITEMS,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toCarousel(row);
}

/** Every content id must be a course/module/lesson of this tenant; anything else is a 404. */
async function assertContent(ctx: RequestContext, kind: TCarouselKind, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const where = { id: { in: unique } };
  const found =
    kind === 'course'
      ? await ctx.db.course.count({ where })
      : kind === 'module'
        ? await ctx.db.module.count({ where })
        : await ctx.db.lesson.count({ where });
  if (found !== unique.length) throw new AppError('NOT_FOUND', { messageKey: 'showcase.contentNotFound' });
  return unique;
}

function itemData(tenantId: string, carouselId: string, kind: TCarouselKind, ids: string[]) {
  return ids.map((refId, i) => ({
    tenantId,
    carouselId,
    kind,
    courseId: kind === 'course' ? refId : null,
    moduleId: kind === 'module' ? refId : null,
    lessonId: kind === 'lesson' ? refId : null,
    order: i + 1,
  }));
}

function fields(body: TCarouselBody) {
  return {
    title: body.title,
    description: body.description,
    type: body.type,
    typeContent: contentKind(body.type, body.custom),
    cardType: body.card_type,
    carouselType: body.carousel_type,
    custom: body.custom,
    cardsPerGroup: body.cards_per_group,
    cardsPerGroupMobile: body.cards_per_group_mobile,
    autoplay: body.autoplay,
    autoplayTime: body.autoplay_time,
    fontTitle: body.font_title,
    weightTitle: body.weight_title,
    sizeTitle: body.size_title,
    fontDescription: body.font_description,
    weightDescription: body.weight_description,
    sizeDescription: body.size_description,
    published: body.published,
  };
}

export async function createCarousel(ctx: AuthedContext, body: TCarouselBody): Promise<TCarousel> {
  const data = fields(body);
  const ids = await assertContent(ctx, data.typeContent, body.content);
  const list = carouselList(ctx);
  const carousel = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const row = await tx.carousel.create({
      data: { ...data, tenantId: ctx.tenant.id, order: await nextOrder(tx, list) },
    });
    await tx.carouselItem.createMany({ data: itemData(ctx.tenant.id, row.id, data.typeContent, ids) });
    return row;
  });
  return getCarousel(ctx, carousel.id);
}

export async function updateCarousel(
  ctx: AuthedContext,
  id: string,
  body: TCarouselBody,
): Promise<TCarousel> {
  refuseSystem(id);
  assertUuid(id);
  const data = fields(body);
  const ids = await assertContent(ctx, data.typeContent, body.content);
  const existing = await ctx.db.carousel.findFirst({ where: { id }, select: { id: true } });
  if (!existing) throw new AppError('NOT_FOUND');
  // Items keep their saved order where they stay; new ones follow in the order sent.
  const current = await ctx.db.carouselItem.findMany({
    where: { carouselId: id },
    orderBy: { order: 'asc' },
    select: { kind: true, courseId: true, moduleId: true, lessonId: true },
  });
  const kept = current
    .filter((i) => i.kind === data.typeContent)
    .map(itemRefId)
    .filter((r) => ids.includes(r));
  const ordered = [...kept, ...ids.filter((r) => !kept.includes(r))];
  await ctx.db.$transaction([
    ctx.db.carousel.updateMany({ where: { id }, data }),
    ctx.db.carouselItem.deleteMany({ where: { carouselId: id } }),
    ctx.db.carouselItem.createMany({ data: itemData(ctx.tenant.id, id, data.typeContent, ordered) }),
  ]);
  return getCarousel(ctx, id);
}

export async function togglePublish(ctx: AuthedContext, id: string) {
  refuseSystem(id);
  assertUuid(id);
  const row = await ctx.db.carousel.findFirst({ where: { id }, select: { published: true } });
  if (!row) throw new AppError('NOT_FOUND');
  const published = !row.published;
  await ctx.db.carousel.updateMany({ where: { id }, data: { published } });
  return { published: bit(published) };
}

/** Deletes a carousel and renumbers the rest from 1. */
export async function deleteCarousel(ctx: AuthedContext, id: string) {
  refuseSystem(id);
  assertUuid(id);
  const list = carouselList(ctx);
  await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const { count } = await tx.carousel.deleteMany({ where: { id } });
    if (!count) throw new AppError('NOT_FOUND');
    await renumberList(tx, list);
  });
}

const carouselList = (ctx: RequestContext) => ({ table: 'carousels', tenantId: ctx.tenant.id }) as const;

const itemList = (ctx: RequestContext, carouselId: string) =>
  ({
    table: 'carousel_items',
    tenantId: ctx.tenant.id,
    parent: { column: 'carousel_id', id: carouselId },
    createdAt: false,
  }) as const;

/** Renumbers a list in one statement (decision 131) under its lock; false when an id is not in it. */
async function renumber(ctx: RequestContext, list: OrderedList, ids: string[]) {
  const done = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    return renumberList(tx, list, ids);
  });
  if (!done) throw new AppError('NOT_FOUND');
}

/** The showcase order: `newOrdenation` must be exactly the tenant's carousel ids. */
export async function orderCarousels(ctx: AuthedContext, ids: string[]) {
  if (ids.some(isSystemCarouselId))
    throw new AppError('FORBIDDEN', { messageKey: 'showcase.systemCarousel' });
  const rows = await ctx.db.carousel.findMany({ select: { id: true, order: true } });
  assertPermutation(
    rows.map((r) => r.id),
    ids,
  );
  await renumber(ctx, carouselList(ctx), ids);
}

/** A carousel's item order: `order` must be exactly its carousel item ids. */
export async function orderItems(ctx: AuthedContext, carouselId: string, ids: string[]) {
  const carousel = await ctx.db.carousel.findFirst({ where: { id: carouselId }, select: { id: true } });
  if (!carousel) throw new AppError('NOT_FOUND');
  const rows = await ctx.db.carouselItem.findMany({
    where: { carouselId },
    select: { id: true, order: true },
  });
  assertPermutation(
    rows.map((r) => r.id),
    ids,
  );
  await renumber(ctx, itemList(ctx, carouselId), ids);
}

function assertPermutation(existing: string[], sent: string[]) {
  const have = new Set(existing);
  if (new Set(sent).size !== sent.length || sent.length !== existing.length)
    throw new AppError('VALIDATION', { messageKey: 'showcase.orderMismatch' });
  if (sent.some((id) => !have.has(id))) throw new AppError('NOT_FOUND');
}
