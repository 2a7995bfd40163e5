import 'server-only';
import type { RequestContext } from '@/lib/server/route';

/** What the lesson page's marquee slot shows: the props of components/lesson/marquee.tsx. */
export interface LessonMarquee {
  text: string;
  url: string | null;
  /** speed, SPEC 9: 10 to 150 */
  timer: number;
}

/**
 * The marquee (SPEC 3 "Marquee", product_id-scoped) to show above this lesson, or null.
 * SLOT: the marquee branch (issue "lesson-page panel settings + marquee", wt-lesson) owns the model, the
 * API and components/lesson/marquee.tsx; it wires this function to its service and the lesson page
 * renders the result in its `marquee` region (components/course/lesson-view.tsx). Until then: none.
 */
export async function marqueeForLesson(ctx: RequestContext, lessonId: string): Promise<LessonMarquee | null> {
  void ctx;
  void lessonId;
  return null;
}
