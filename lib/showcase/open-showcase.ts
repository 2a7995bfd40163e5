import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { courseCard, type Access } from './cards-access';
import type { TCard } from './schemas';

// 'Vitrine aberta' (issue 50, ADR 0266): the courses of every product the school sells, and where a
// locked card leads (the product's sales page, or the platform's showcase_url_redirect when set).

/** cards in the open showcase's row at most */
export const OPEN_SHOWCASE_CARDS = 30;

export interface SalesCatalogue {
  /** published courses of active, not archived products, in the courses' order */
  courses: { id: string; title: string; coverUrl: string | null }[];
  /** course id -> the sales page of its first product (by creation) that has one */
  salesUrl: Record<string, string>;
}

/**
 * The tenant's catalogue: the same for every member, changed only by an editor's save, so cached per
 * tenant. One query.
 */
export function salesCatalogue(ctx: RequestContext): Promise<SalesCatalogue> {
  return tenantCached(ctx.tenant.id, 'showcase-sales-catalogue', async () => {
    const rows = await ctx.db.productCourse.findMany({
      where: {
        product: { status: 'active', archivedAt: null },
        course: { deletedAt: null, published: true },
      },
      select: {
        course: { select: { id: true, title: true, coverUrl: true, order: true } },
        product: { select: { salesUrl: true, createdAt: true } },
      },
      take: 2000,
    });
    rows.sort(
      (a, b) =>
        a.course.order - b.course.order ||
        a.course.id.localeCompare(b.course.id) ||
        a.product.createdAt.getTime() - b.product.createdAt.getTime(),
    );
    const courses: SalesCatalogue['courses'] = [];
    const salesUrl: Record<string, string> = {};
    const seen = new Set<string>();
    for (const { course, product } of rows) {
      if (!seen.has(course.id)) {
        seen.add(course.id);
        courses.push({ id: course.id, title: course.title, coverUrl: course.coverUrl });
      }
      if (product.salesUrl && !salesUrl[course.id]) salesUrl[course.id] = product.salesUrl;
    }
    return { courses, salesUrl };
  });
}

/** Where a locked card of this course leads: the showcase redirect when set, else its product's page. */
export function salesHref(redirect: string | null, catalogue: SalesCatalogue, courseId: string) {
  return redirect?.trim() || catalogue.salesUrl[courseId] || undefined;
}

/**
 * The open showcase's row: every course on sale, the member's own open and the others locked (shown
 * whatever show_blocked_content says: showing them is the row's point). Course cards only: a locked card
 * shows the course's title and cover, never its lessons.
 */
export function openShowcaseCards(ctx: RequestContext, access: Access, catalogue: SalesCatalogue): TCard[] {
  const shown: Access = { ...access, showBlocked: true };
  return catalogue.courses
    .slice(0, OPEN_SHOWCASE_CARDS)
    .map((c) => courseCard(shown, ctx.tenant.id, c))
    .filter((c): c is TCard => !!c);
}
