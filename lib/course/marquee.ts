import 'server-only';
import type { RequestContext } from '@/lib/server/route';

/** What the lesson page's marquee region shows: the props of components/lesson/marquee.tsx. */
export interface LessonMarquee {
  text: string;
  url: string | null;
  /** speed, SPEC 9: 10 to 150 */
  timer: number;
  /** replaces `$nome_aluno` in `text`, as text (components/lesson/marquee.tsx) */
  studentName: string;
}

/**
 * The marquee (SPEC 3 "Marquee": one per product) above this lesson: the one of an active product that
 * contains the lesson's course and, for a student, that the student is enrolled in. Editors see the
 * marquee of any active product holding the course. Oldest first when several products qualify.
 * One query; null when there is none.
 */
export async function marqueeForLesson(ctx: RequestContext, lessonId: string): Promise<LessonMarquee | null> {
  if (!ctx.user) return null;
  const row = await ctx.db.marquee.findFirst({
    where: {
      product: {
        status: 'active',
        courses: { some: { course: { modules: { some: { lessons: { some: { id: lessonId } } } } } } },
        ...(ctx.canEdit ? {} : { enrollments: { some: { userId: ctx.user.id } } }),
      },
    },
    orderBy: { createdAt: 'asc' },
    select: { text: true, url: true, timer: true },
  });
  return row ? { ...row, studentName: ctx.user.name } : null;
}
