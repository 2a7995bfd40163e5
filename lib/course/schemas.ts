import { z } from 'zod';

// Shapes shared by the course service, its route handlers and the student pages' client islands
// (client-importable). Messages are keys (docs/decisions.md 7).

/** Lesson templates of SPEC 3 "Lesson template": theme_classes 1 Lista, 2 Sequência, 3 Tela cheia. */
export const LESSON_TEMPLATES = { list: 1, sequence: 2, fullscreen: 3 } as const;

export const COMMENT_MAX = 1000;
export const COMMENTS_PAGE_SIZE = 10;
/** answers shown under each question (the newest questions come by page; answers are few by nature) */
export const ANSWERS_PER_COMMENT = 20;
/** the player posts progress at most this often while playing (and always on pause and end) */
export const PROGRESS_INTERVAL_MS = 10_000;

const uuid = z.string().uuid();

export const ZLessonIdBody = z.object({ lesson_id: uuid });
export type TLessonIdBody = z.infer<typeof ZLessonIdBody>;

export const ZProgressBody = z.object({
  lesson_id: uuid,
  watched_seconds: z.coerce.number().int().min(0).max(86_400),
  percent: z.coerce.number().int().min(0, 'course.percentRange').max(100, 'course.percentRange'),
});
export type TProgressBody = z.infer<typeof ZProgressBody>;

export const ZLessonParams = z.object({ lessonId: uuid });

export const ZCommentsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const ZCommentBody = z.object({
  body: z
    .string({ error: 'course.commentRequired' })
    .trim()
    .min(1, 'course.commentRequired')
    .max(COMMENT_MAX, 'course.commentTooLong'),
  parent_id: uuid.nullish(),
});
export type TCommentBody = z.infer<typeof ZCommentBody>;

export interface TProgressView {
  lesson_id: string;
  watched_seconds: number;
  percent: number;
  completed: boolean;
  completed_at: string | null;
}

export interface TCommentView {
  id: string;
  body: string;
  parent_id: string | null;
  from_editor: boolean;
  created_at: string;
  author: { id: string; name: string; photo_url: string | null };
  answers: TCommentView[];
}

export interface TCommentsPage {
  comments: TCommentView[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}
