import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { lockList, nextOrder, renumberList } from '@/lib/server/ordering';
import { freeSlug, slugFromTitle } from './slug';
import type { TCourseCreate, TCourseUpdate, TDeleteBody, TReorder } from './schemas';
import {
  courseList,
  hasMemberTraces,
  parkOrder,
  reorderExactly,
  requireConfirm,
  type Db,
  type DeleteResult,
} from './tree';

// Courses of the studio (issue 46): create, edit, reorder and delete, editor-only (the routes say so).
// Soft-deleted courses stay out of every read here and of every member read (docs/adr/0400).

export interface StudioCourse {
  id: string;
  title: string;
  slug: string;
  description: string;
  cover_url: string | null;
  published: boolean;
  order: number;
  product_ids: string[];
}

const SELECT = {
  id: true,
  title: true,
  slug: true,
  description: true,
  coverUrl: true,
  published: true,
  order: true,
  products: { select: { productId: true }, orderBy: { productId: 'asc' as const } },
} as const;

type Row = {
  id: string;
  title: string;
  slug: string;
  description: string;
  coverUrl: string | null;
  published: boolean;
  order: number;
  products: { productId: string }[];
};

const view = (r: Row): StudioCourse => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  description: r.description,
  cover_url: r.coverUrl,
  published: r.published,
  order: r.order,
  product_ids: r.products.map((p) => p.productId),
});

/** A slug for the tenant's courses: the one asked for (409 when taken) or one derived from the title. */
async function courseSlug(db: Db, title: string, asked: string | undefined, selfId?: string) {
  if (asked) {
    const clash = await db.course.findFirst({
      where: { slug: asked, ...(selfId ? { NOT: { id: selfId } } : {}) },
      select: { id: true },
    });
    if (clash)
      throw new AppError('CONFLICT', {
        messageKey: 'studio.slugTaken',
        fields: { slug: 'studio.slugTaken' },
      });
    return asked;
  }
  const base = slugFromTitle(title) || 'curso';
  const taken = await db.course.findMany({
    where: { slug: { startsWith: base } },
    select: { slug: true },
  });
  return freeSlug(base, new Set(taken.map((t) => t.slug)));
}

async function assertProducts(db: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await db.product.count({ where: { id: { in: unique } } });
  if (found !== unique.length)
    throw new AppError('VALIDATION', {
      messageKey: 'studio.productUnknown',
      fields: { product_ids: 'studio.productUnknown' },
    });
  return unique;
}

/** Carousels hold up to 100 items (lib/showcase/schemas.ts, the panel's limit). */
const CAROUSEL_MAX_ITEMS = 100;

/**
 * Puts a new course at the end of one of the home's course rows (ADR 0407): without it a course a creator
 * just made would show nowhere on the members' home, which lists its rows only.
 */
async function appendToCarousel(db: Db, tenantId: string, carouselId: string, courseId: string) {
  const carousel = await db.carousel.findFirst({
    where: { id: carouselId, typeContent: 'course' },
    select: { id: true, _count: { select: { items: true } } },
  });
  if (!carousel)
    throw new AppError('VALIDATION', {
      messageKey: 'studio.carouselUnknown',
      fields: { carousel_id: 'studio.carouselUnknown' },
    });
  if (carousel._count.items >= CAROUSEL_MAX_ITEMS)
    throw new AppError('VALIDATION', {
      messageKey: 'studio.carouselFull',
      fields: { carousel_id: 'studio.carouselFull' },
    });
  const last = await db.carouselItem.aggregate({ where: { carouselId }, _max: { order: true } });
  await db.carouselItem.create({
    data: { tenantId, carouselId, kind: 'course', courseId, order: (last._max.order ?? 0) + 1 },
  });
}

/** Every live course of the tenant in the showcase's order, drafts included (the home's edit mode). */
export async function listCourses(ctx: RequestContext): Promise<StudioCourse[]> {
  const rows = await ctx.db.course.findMany({
    where: { deletedAt: null },
    orderBy: [{ order: 'asc' }, { id: 'asc' }],
    select: SELECT,
  });
  return rows.map(view);
}

export async function getCourse(ctx: RequestContext, id: string): Promise<StudioCourse> {
  const row = await ctx.db.course.findFirst({ where: { id, deletedAt: null }, select: SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

export async function createCourse(ctx: RequestContext, body: TCourseCreate): Promise<StudioCourse> {
  const tenantId = ctx.tenant.id;
  const list = courseList(tenantId);
  const id = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list); // also serializes slug picks of concurrent creates
    const productIds = await assertProducts(tx, body.product_ids);
    const row = await tx.course.create({
      data: {
        tenantId,
        title: body.title,
        slug: await courseSlug(tx, body.title, body.slug),
        description: body.description,
        coverUrl: body.cover_url ?? null,
        published: body.published,
        order: await nextOrder(tx, list),
      },
      select: { id: true },
    });
    if (productIds.length)
      await tx.productCourse.createMany({
        data: productIds.map((productId) => ({ tenantId, productId, courseId: row.id })),
      });
    if (body.carousel_id) await appendToCarousel(tx, tenantId, body.carousel_id, row.id);
    return row.id;
  });
  return getCourse(ctx, id);
}

export async function updateCourse(
  ctx: RequestContext,
  id: string,
  body: TCourseUpdate,
): Promise<StudioCourse> {
  const tenantId = ctx.tenant.id;
  await ctx.db.$transaction(async (tx) => {
    await lockList(tx, courseList(tenantId));
    const row = await tx.course.findFirst({
      where: { id, deletedAt: null },
      select: { id: true, title: true },
    });
    if (!row) throw new AppError('NOT_FOUND');
    const slug = body.slug !== undefined ? await courseSlug(tx, row.title, body.slug, id) : undefined;
    await tx.course.updateMany({
      where: { id },
      data: {
        title: body.title,
        slug,
        description: body.description,
        coverUrl: body.cover_url === undefined ? undefined : body.cover_url,
        published: body.published,
      },
    });
    if (body.product_ids) {
      const productIds = await assertProducts(tx, body.product_ids);
      await tx.productCourse.deleteMany({ where: { courseId: id, productId: { notIn: productIds } } });
      const kept = await tx.productCourse.findMany({ where: { courseId: id }, select: { productId: true } });
      const have = new Set(kept.map((k) => k.productId));
      const add = productIds.filter((p) => !have.has(p));
      if (add.length)
        await tx.productCourse.createMany({
          data: add.map((productId) => ({ tenantId, productId, courseId: id })),
        });
    }
  });
  return getCourse(ctx, id);
}

export async function reorderCourses(ctx: RequestContext, body: TReorder): Promise<{ ids: string[] }> {
  await reorderExactly(ctx, courseList(ctx.tenant.id), body.ids);
  return { ids: body.ids };
}

/**
 * Deletes a course: removed when no member has a trace in it, else hidden (soft delete) once the
 * editor typed EXCLUIR: progress, completions, comments and points stay (docs/adr/0400).
 */
export async function deleteCourse(
  ctx: RequestContext,
  id: string,
  body: TDeleteBody,
): Promise<DeleteResult> {
  const tenantId = ctx.tenant.id;
  return ctx.db.$transaction(async (tx) => {
    await lockList(tx, courseList(tenantId));
    const row = await tx.course.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
    if (!row) throw new AppError('NOT_FOUND');
    if (await hasMemberTraces(tx, { courseId: id })) {
      requireConfirm(body.confirm);
      await parkOrder(tx, 'courses', { column: 'tenant_id', id: tenantId }, id);
      await renumberList(tx, courseList(tenantId));
      return { deleted: 'soft' as const };
    }
    await tx.course.deleteMany({ where: { id } });
    await renumberList(tx, courseList(tenantId));
    return { deleted: 'hard' as const };
  });
}
