import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { hasProduct, type ViewerProducts } from '@/lib/products/viewer';
import { tenantCached } from '@/lib/server/tenant-cache';

// Who may open a course, its modules and lessons (issue 3). Editors (any non-student role, SPEC 6) see
// every course of their tenant. A student sees a course only through an Enrollment in an *active*
// product that includes it (ProductCourse), and never an unpublished one. Ids of another tenant are
// simply not found: ctx.db is tenant-scoped, so they get the same answer as a missing id.
// Every check is one bounded query; nothing loops over rows.

export type Access = 'open' | 'locked';

type Ctx = Pick<RequestContext, 'db' | 'user' | 'canEdit'>;

/** The relation filter "a product of this course that the user is enrolled in and that is active". */
function enrolledProduct(userId: string) {
  return { product: { status: 'active' as const, enrollments: { some: liveEnrollment(userId) } } };
}

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Selects at most one enrolled, active product of a course: enough to know the student has access. */
function enrolledOne(ctx: Ctx) {
  return { where: enrolledProduct(ctx.user?.id ?? NOBODY), take: 1, select: { id: true } } as const;
}

/** Whether the user may open this course. The course must exist in the tenant (else NOT_FOUND). */
export async function courseAccess(ctx: Ctx, courseId: string): Promise<Access> {
  const course = await ctx.db.course.findFirst({
    where: { id: courseId },
    select: {
      published: true,
      // at most one row: enough to know an active enrollment exists
      products: enrolledOne(ctx),
    },
  });
  if (!course) throw new AppError('NOT_FOUND');
  if (ctx.canEdit) return 'open';
  if (!course.published) throw new AppError('NOT_FOUND');
  return course.products.length > 0 ? 'open' : 'locked';
}

/**
 * `courseAccess` for the course and module pages, the lesson page's rule (decision 391) for a course
 * (decision 407): whether the course is published and the active products holding it are the tenant's
 * content (`course-ref <id>`, reloaded after every editor save); the member's side is `mine`, their
 * products read once per render (`renderViewerProducts`). No statement of its own once cached.
 */
export async function courseAccessWith(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'canEdit'>,
  courseId: string,
  mine: ViewerProducts,
): Promise<Access> {
  const ref = await tenantCached(ctx.tenant.id, `course-ref ${courseId}`, async () => {
    const row = await ctx.db.course.findFirst({
      where: { id: courseId },
      select: {
        published: true,
        products: { where: { product: { status: 'active' as const } }, select: { productId: true } },
      },
    });
    // an unknown id throws inside the load, so it is not kept (a course created later is found)
    if (!row) throw new AppError('NOT_FOUND');
    return { published: row.published, productIds: row.products.map((p) => p.productId) };
  });
  return cachedAccess(ctx, ref, mine);
}

/**
 * The rule of `courseAccess` on a course's cached side (`course-ref`, `lesson-ref`): editors open
 * everything, an unpublished course is not found, else the member needs one of its active products.
 */
function cachedAccess(
  ctx: Pick<RequestContext, 'canEdit'>,
  ref: { published: boolean; productIds: string[] },
  mine: ViewerProducts,
): Access {
  if (ctx.canEdit) return 'open';
  if (!ref.published) throw new AppError('NOT_FOUND');
  return ref.productIds.some((id) => hasProduct(mine, id)) ? 'open' : 'locked';
}

export interface LessonRef {
  id: string;
  title: string;
  slug: string;
  moduleId: string;
  courseId: string;
}

/** The lesson's ids, its course's `published`, and the course's products as `products` selects them. */
function lessonRefSelect<P extends object>(products: P) {
  return {
    id: true,
    title: true,
    slug: true,
    moduleId: true,
    module: { select: { courseId: true, course: { select: { published: true, products } } } },
  } as const;
}

const toLessonRef = (row: {
  id: string;
  title: string;
  slug: string;
  moduleId: string;
  module: { courseId: string };
}): LessonRef => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  moduleId: row.moduleId,
  courseId: row.module.courseId,
});

/** The lesson with its module and course ids, and whether the user may open it. One query. */
export async function lessonAccess(
  ctx: Ctx,
  lessonId: string,
): Promise<{ lesson: LessonRef; access: Access }> {
  const row = await ctx.db.lesson.findFirst({
    where: { id: lessonId },
    select: lessonRefSelect(enrolledOne(ctx)),
  });
  if (!row) throw new AppError('NOT_FOUND');
  const lesson = toLessonRef(row);
  if (ctx.canEdit) return { lesson, access: 'open' };
  const course = row.module.course;
  if (!course.published) throw new AppError('NOT_FOUND');
  return { lesson, access: course.products.length > 0 ? 'open' : 'locked' };
}

/**
 * `lessonAccess` for the lesson page, the same rule with the tenant's part cached (decision 391): the
 * lesson's ids, whether its course is published and the active products holding the course are the
 * tenant's content (`lesson-ref <id>`, reloaded after every editor save), and the member's side is
 * `mine`, their products read per request (`viewerProducts`), which the page reuses for the marquee
 * and the quizzes. No statement of its own once the tenant's part is cached.
 */
export async function lessonAccessWith(
  ctx: Pick<RequestContext, 'db' | 'tenant' | 'canEdit'>,
  lessonId: string,
  mine: ViewerProducts,
): Promise<{ lesson: LessonRef; access: Access }> {
  const ref = await tenantCached(ctx.tenant.id, `lesson-ref ${lessonId}`, async () => {
    const row = await ctx.db.lesson.findFirst({
      where: { id: lessonId },
      select: lessonRefSelect({
        where: { product: { status: 'active' as const } },
        select: { productId: true },
      }),
    });
    // an unknown id throws inside the load, so it is not kept (a lesson created later is found)
    if (!row) throw new AppError('NOT_FOUND');
    return {
      lesson: toLessonRef(row),
      published: row.module.course.published,
      productIds: row.module.course.products.map((p) => p.productId),
    };
  });
  return { lesson: ref.lesson, access: cachedAccess(ctx, ref, mine) };
}

/** For endpoints: the lesson when the user may open it; a locked lesson is a 403 with a clear message. */
export async function requireLesson(ctx: Ctx, lessonId: string): Promise<LessonRef> {
  const { lesson, access } = await lessonAccess(ctx, lessonId);
  if (access === 'locked') throw new AppError('FORBIDDEN', { messageKey: 'course.lockedMessage' });
  return lesson;
}
