import 'server-only';
import { hasProduct, type ViewerProducts } from '@/lib/products/viewer';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';

/** What the lesson page's marquee region shows: the props of components/lesson/marquee.tsx. */
export interface LessonMarquee {
  text: string;
  url: string | null;
  /** speed, SPEC 9: 10 to 150 */
  timer: number;
  /** replaces `$nome_aluno` in `text`, as text (components/lesson/marquee.tsx) */
  studentName: string;
}

/** lib/lesson/marquee.ts caps a tenant's list at the same size */
const MARQUEES_READ = 500;

/**
 * The marquees of the tenant's active products, oldest first, each with the courses its product holds:
 * the tenant's content, the same for every member, so it is cached per tenant while no editor saves
 * (decision 387; a marquee, a product's status or its courses change only through an editor's write).
 */
function activeMarquees(ctx: Pick<RequestContext, 'db' | 'tenant'>) {
  return tenantCached(ctx.tenant.id, 'lesson-marquees', async () => {
    const rows = await ctx.db.marquee.findMany({
      where: { product: { status: 'active' } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: MARQUEES_READ,
      select: {
        text: true,
        url: true,
        timer: true,
        productId: true,
        product: { select: { courses: { select: { courseId: true } } } },
      },
    });
    return rows.map((r) => ({
      text: r.text,
      url: r.url,
      timer: r.timer,
      productId: r.productId,
      courseIds: new Set(r.product.courses.map((c) => c.courseId)),
    }));
  });
}

/**
 * The marquee (SPEC 3 "Marquee": one per product) above a lesson of this course: the one of an active
 * product that contains the course and that the viewer has (`viewerProducts`: editors see the marquee
 * of any active product holding the course). Oldest first when several products qualify; null when
 * there is none or nobody is signed in. No query of its own once the tenant's marquees are cached.
 */
export async function marqueeForCourse(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'user'>,
  courseId: string,
  mine: ViewerProducts,
): Promise<LessonMarquee | null> {
  if (!ctx.user) return null;
  const row = (await activeMarquees(ctx)).find(
    (m) => m.courseIds.has(courseId) && hasProduct(mine, m.productId),
  );
  return row ? { text: row.text, url: row.url, timer: row.timer, studentName: ctx.user.name } : null;
}
