import { z } from 'zod';
import { COMMENT_MAX } from './constants';

// Shapes shared by the course service, its route handlers and the student pages' client islands
// (client-importable). Messages are keys (docs/decisions.md 7).

export {
  ANSWERS_PER_COMMENT,
  COMMENT_MAX,
  COMMENTS_PAGE_SIZE,
  LESSON_TEMPLATES,
  PROGRESS_INTERVAL_MS,
} from './constants';

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

export const ZCommentParams = z.object({ lessonId: uuid, commentId: uuid });
export const ZCommentModeration = z.object({ hidden: z.boolean({ error: 'validation.invalidType' }) });
export type TCommentModeration = z.infer<typeof ZCommentModeration>;

export interface TProgressView {
  lesson_id: string;
  watched_seconds: number;
  percent: number;
  completed: boolean;
  completed_at: string | null;
}

/**
 * What 'Concluir aula' earned (issue 54, ADR 0287): the points the engine will score for it (0: no
 * toast), and the titles of the module and course this completion finished, for their celebrations.
 */
export interface TCompletionEarned {
  points: number;
  /** the school's name for points ('XP' unless renamed in Gamificação) */
  unit: string;
  module: string | null;
  course: string | null;
  /** the finished course issues a certificate: its celebration is the certificate's */
  certificate: boolean;
}

export interface TCompleteView extends TProgressView {
  earned: TCompletionEarned;
}

export interface TCommentView {
  id: string;
  body: string;
  parent_id: string | null;
  from_editor: boolean;
  /** hidden by an editor: only editors get it (with this flag), members never */
  hidden: boolean;
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
