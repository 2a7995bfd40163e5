// Student page addresses (client-importable). The lesson route is SPEC 2.1's; course and module
// routes are ours (docs/decisions.md 18): two segments under /curso are a course, three a lesson.

export const courseUrl = (tenantId: string, courseId: string) => `/curso/${tenantId}/${courseId}`;

export const moduleUrl = (tenantId: string, moduleId: string) => `/modulo/${tenantId}/${moduleId}`;

export const lessonUrl = (tenantId: string, lesson: { id: string; slug: string }) =>
  `/curso/${tenantId}/${encodeURIComponent(lesson.slug || 'aula')}/${lesson.id}`;

/** Lesson API paths (docs/api-map.md "Courses"). */
export { PROGRESS_INTERVAL_MS } from './constants';

export const courseApi = {
  progress: '/api/auth/lessons/progress',
  complete: '/api/auth/lessons/complete',
  uncomplete: '/api/auth/lessons/uncomplete',
  comments: (lessonId: string, page?: number) =>
    `/api/auth/lessons/${lessonId}/comments${page ? `?page=${page}` : ''}`,
  comment: (lessonId: string, commentId: string) => `/api/auth/lessons/${lessonId}/comments/${commentId}`,
  like: (lessonId: string) => `/api/auth/lessons/${lessonId}/like`,
} as const;

/** A lesson's likes as the page and the like endpoints answer them (ADR 0269). */
export interface TLessonLikes {
  liked: boolean;
  count: number;
}

/** whole percent of done out of total (0 when there is nothing to do) */
export function percentOf(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}
