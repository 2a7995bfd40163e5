import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import type { RequestContext } from '@/lib/server/route';
import { courseUrl, lessonUrl, moduleUrl } from '@/lib/course/urls';
import { fold } from '@/lib/members/search';
import { searchCommunity } from './community';
import type { TSearchGroup, TSearchHit, TSearchKind, TSearchQuery, TSearchResult } from './schemas';

// Title search over the courses, modules and lessons the member may open (issue 3, SPEC 2.14).
// Visibility is the rule of lib/course/access.ts written as a relation filter, so each kind is ONE
// bounded query (take limit+1 to know whether there is more) and nothing loops over rows:
// editors see every course of the tenant; a student sees a published course only through an
// enrollment in an *active* product that includes it, and the modules and lessons of such courses.
// ctx.db is tenant-scoped, so another tenant's rows never appear.
//
// Matching (ADR 0288): each row's `search` column holds its text folded (lower case, accents off, kept by
// a trigger), compared with the folded term: "pratica" finds "Prática". The term is trimmed; `%` and `_`
// are matched literally (Prisma escapes them). Community posts and comments: ./community.ts.

type Ctx = Pick<RequestContext, 'db' | 'user' | 'canEdit' | 'tenant'>;

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The courses this member may see, as a Prisma `where` on Course. */
function visibleCourse(ctx: Ctx) {
  // soft-deleted courses are found by nobody (issue 46)
  if (ctx.canEdit) return { deletedAt: null };
  return {
    deletedAt: null,
    published: true,
    products: {
      some: {
        product: { status: 'active' as const, enrollments: { some: liveEnrollment(ctx.user?.id ?? NOBODY) } },
      },
    },
  };
}

/** Live rows, and only published ones unless an editor asks (drafts, issue 46). */
const visibleRow = (ctx: Ctx) => (ctx.canEdit ? { deletedAt: null } : { deletedAt: null, published: true });

function group(rows: TSearchHit[], limit: number): TSearchGroup {
  return { items: rows.slice(0, limit), has_more: rows.length > limit };
}

const EMPTY: TSearchGroup = { items: [], has_more: false };

export async function search(ctx: Ctx, q: TSearchQuery): Promise<TSearchResult> {
  const tid = ctx.tenant.id;
  // folded as the column is; Prisma's `contains` escapes LIKE's wildcards itself
  const folded = fold(q.term.trim());
  const title = { search: { contains: folded } };
  const window = { skip: (q.page - 1) * q.limit, take: q.limit + 1 };
  const orderBy = [{ title: 'asc' as const }, { id: 'asc' as const }];
  const wants = (k: TSearchKind) => !q.kind || q.kind === k;
  const course = visibleCourse(ctx);

  const [courses, modules, lessons, community] = await Promise.all([
    wants('course')
      ? ctx.db.course.findMany({
          where: { ...title, ...course },
          select: { id: true, title: true, coverUrl: true },
          orderBy,
          ...window,
        })
      : null,
    wants('module')
      ? ctx.db.module.findMany({
          where: { ...title, ...visibleRow(ctx), course },
          select: { id: true, title: true, coverUrl: true, course: { select: { title: true } } },
          orderBy,
          ...window,
        })
      : null,
    wants('lesson')
      ? ctx.db.lesson.findMany({
          where: { ...title, ...visibleRow(ctx), module: { ...visibleRow(ctx), course } },
          select: {
            id: true,
            title: true,
            slug: true,
            thumbnailUrl: true,
            module: { select: { title: true, coverUrl: true, course: { select: { title: true } } } },
          },
          orderBy,
          ...window,
        })
      : null,
    searchCommunity(ctx, folded, window, { post: wants('post'), comment: wants('comment') }),
  ]);

  return {
    term: q.term,
    page: q.page,
    limit: q.limit,
    course: courses
      ? group(
          courses.map((c) => ({
            id: c.id,
            kind: 'course',
            title: c.title,
            href: courseUrl(tid, c.id),
            image: c.coverUrl,
            context: null,
          })),
          q.limit,
        )
      : EMPTY,
    module: modules
      ? group(
          modules.map((m) => ({
            id: m.id,
            kind: 'module',
            title: m.title,
            href: moduleUrl(tid, m.id),
            image: m.coverUrl,
            context: m.course.title,
          })),
          q.limit,
        )
      : EMPTY,
    lesson: lessons
      ? group(
          lessons.map((l) => ({
            id: l.id,
            kind: 'lesson',
            title: l.title,
            href: lessonUrl(tid, l),
            image: l.thumbnailUrl ?? l.module.coverUrl,
            context: `${l.module.course.title} · ${l.module.title}`,
          })),
          q.limit,
        )
      : EMPTY,
    post: community.post ? group(community.post, q.limit) : EMPTY,
    comment: community.comment ? group(community.comment, q.limit) : EMPTY,
  };
}
