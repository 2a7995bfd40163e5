import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TAdminProduct, TProductPatch, TProductWrite } from './schemas';

// The 'Produtos' panel (issue 47): the school's products with the courses they grant, the sales page
// and the access length. Archiving stops new grants (lib/access/grants.ts) and keeps current access.
// A school has tens of products, not thousands: one bounded read (PRODUCTS_LIST_MAX) with the member
// counts grouped in one more statement.

export const PRODUCTS_LIST_MAX = 500;

const select = {
  id: true,
  title: true,
  status: true,
  salesUrl: true,
  accessDays: true,
  archivedAt: true,
  courses: { select: { course: { select: { id: true, title: true } } }, orderBy: { id: 'asc' as const } },
} as const;

type Row = {
  id: string;
  title: string;
  status: 'active' | 'inactive';
  salesUrl: string | null;
  accessDays: number | null;
  archivedAt: Date | null;
  courses: { course: { id: string; title: string } }[];
};

const toAdmin = (r: Row, members = 0): TAdminProduct => ({
  id: r.id,
  title: r.title,
  status: r.status,
  sales_url: r.salesUrl ?? '',
  access_days: r.accessDays,
  archived: r.archivedAt !== null,
  courses: r.courses.map((c) => c.course),
  members,
});

export async function listAdminProducts(ctx: RequestContext): Promise<TAdminProduct[]> {
  const rows = await ctx.db.product.findMany({
    orderBy: [{ archivedAt: { sort: 'desc', nulls: 'first' } }, { title: 'asc' }, { id: 'asc' }],
    take: PRODUCTS_LIST_MAX,
    select,
  });
  const now = new Date();
  const counts = await ctx.db.enrollment.groupBy({
    by: ['productId'],
    where: {
      productId: { in: rows.map((r) => r.id) },
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    _count: { _all: true },
  });
  const byId = new Map(counts.map((c) => [c.productId, c._count._all]));
  return rows.map((r) => toAdmin(r, byId.get(r.id) ?? 0));
}

/** Every course id must be one of the school's (another school's answers like a missing one: 404). */
async function requireCourses(ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await ctx.db.course.count({ where: { id: { in: unique } } });
  if (found !== unique.length)
    throw new AppError('NOT_FOUND', {
      messageKey: 'access.products.courseNotFound',
      fields: { course_ids: 'access.products.courseNotFound' },
    });
  return unique;
}

export async function createProduct(ctx: RequestContext, body: TProductWrite): Promise<TAdminProduct> {
  const courseIds = await requireCourses(ctx, body.course_ids);
  const row = await ctx.db.product.create({
    data: {
      tenantId: ctx.tenant.id,
      title: body.title,
      salesUrl: body.sales_url || null,
      accessDays: body.access_days,
      courses: { create: courseIds.map((courseId) => ({ tenantId: ctx.tenant.id, courseId })) },
    },
    select,
  });
  return toAdmin(row);
}

export async function updateProduct(
  ctx: RequestContext,
  id: string,
  body: TProductPatch,
): Promise<TAdminProduct> {
  const exists = await ctx.db.product.findFirst({ where: { id }, select: { id: true, archivedAt: true } });
  if (!exists) throw new AppError('NOT_FOUND', { messageKey: 'access.productNotFound' });
  const courseIds = body.course_ids ? await requireCourses(ctx, body.course_ids) : null;
  await ctx.db.$transaction(async (tx) => {
    await tx.product.update({
      where: { id },
      data: {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.sales_url !== undefined ? { salesUrl: body.sales_url || null } : {}),
        ...(body.access_days !== undefined ? { accessDays: body.access_days } : {}),
        ...(body.archived !== undefined
          ? { archivedAt: body.archived ? (exists.archivedAt ?? new Date()) : null }
          : {}),
      },
    });
    if (courseIds) {
      await tx.productCourse.deleteMany({ where: { productId: id, courseId: { notIn: courseIds } } });
      await tx.productCourse.createMany({
        data: courseIds.map((courseId) => ({ tenantId: ctx.tenant.id, productId: id, courseId })),
        skipDuplicates: true,
      });
    }
  });
  const row = await ctx.db.product.findFirstOrThrow({ where: { id }, select });
  return toAdmin(row);
}
