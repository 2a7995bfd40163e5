// Zod-free constants and rules of lib/course/schemas.ts for the lesson page's client islands (decision 231):
// importing the schemas module would put zod in the lesson page's first load.

/** Lesson templates of SPEC 3 "Lesson template": theme_classes 1 Lista, 2 Sequência, 3 Tela cheia. */
export const LESSON_TEMPLATES = { list: 1, sequence: 2, fullscreen: 3 } as const;

export const COMMENT_MAX = 1000;
export const COMMENTS_PAGE_SIZE = 10;
/** answers shown under each question (the newest questions come by page; answers are few by nature) */
export const ANSWERS_PER_COMMENT = 20;
/** the player posts progress at most this often while playing (and always on pause and end) */
export const PROGRESS_INTERVAL_MS = 10_000;

/**
 * The comment form's check, the same rules as `ZCommentBody.body` (trimmed, 1 to COMMENT_MAX characters):
 * an i18n key, or null when the text is fine. The handler still validates with the schema.
 */
export function commentBodyError(body: string): 'course.commentRequired' | 'course.commentTooLong' | null {
  const text = body.trim();
  if (!text) return 'course.commentRequired';
  return text.length > COMMENT_MAX ? 'course.commentTooLong' : null;
}
