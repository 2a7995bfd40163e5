import { z } from 'zod';

// The Painel (issue 49, docs/adr/0530-0532): its query and answers. Client-importable (the panel reads the
// types); messages are keys of the `insights` namespace.

export const INSIGHTS_PERIODS = ['7', '30', '90', 'custom'] as const;
export type TInsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_TABLES = ['courses', 'most-active', 'least-active', 'quizzes'] as const;
export type TInsightsTable = (typeof INSIGHTS_TABLES)[number];
/** rows of the most and least active tables */
export const INSIGHTS_MEMBERS_LIMIT = 10;
/** rows of a table's CSV (the most and least active lists go further than on screen) */
export const INSIGHTS_CSV_LIMIT = 1000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'insights.invalidDate');
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** GET /api/auth/insights (and the CSV): 7, 30 or 90 days ending today, or from..to (school's days) */
export const ZInsightsQuery = z
  .object({
    period: z.enum(INSIGHTS_PERIODS, { message: 'insights.invalidPeriod' }).default('30'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to || Number.isNaN(Date.parse(q.from)) || Number.isNaN(Date.parse(q.to)))
      return ctx.addIssue({ code: 'custom', path: ['from'], message: 'insights.customNeedsDates' });
    const span = spanDays(q.from, q.to);
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'insights.toBeforeFrom' });
    else if (span > INSIGHTS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'insights.periodTooLong' });
  });
export type TInsightsQuery = z.output<typeof ZInsightsQuery>;

export const ZInsightsExportQuery = z
  .object({ table: z.enum(INSIGHTS_TABLES, { message: 'insights.invalidTable' }) })
  .and(ZInsightsQuery);

export const ZInsightsFunnelQuery = z.object({ course_id: z.uuid({ message: 'errors.notFound' }) });

export interface TFigure {
  current: number;
  previous: number;
}

export interface TInsightsCourse {
  course_id: string;
  title: string;
  enrolled: number;
  started: number;
  completed: number;
  /** average share of the course's lessons completed by the members who started it, 0..100 */
  average_progress: number;
}

export interface TInsightsMember {
  user_id: string;
  name: string;
  email: string;
  /** things done in the period (lessons, posts, comments, attempts, points entries) */
  actions: number;
  active_days: number;
  last_access_at: string | null;
}

export interface TInsightsQuiz {
  quiz_id: string;
  name: string;
  attempts: number;
  passed: number;
  pass_rate: number;
  missed: { question_id: string; text: string; attempts: number; missed: number }[];
}

export interface TInsights {
  period: { from: string; to: string; days: number; previous_from: string; previous_to: string };
  figures: {
    active_members: TFigure;
    new_members: TFigure;
    lessons_completed: TFigure;
    hours_watched: TFigure;
    posts: TFigure;
    comments: TFigure;
    quiz_attempts: TFigure;
    /** passed attempts / attempts, 0..100 */
    pass_rate: TFigure;
  };
  series: { day: string; active_members: number; lessons_completed: number; points: number }[];
  courses: TInsightsCourse[];
  most_active: TInsightsMember[];
  least_active: TInsightsMember[];
  quizzes: TInsightsQuiz[];
}

export interface TInsightsFunnel {
  course_id: string;
  title: string;
  started: number;
  modules: {
    module_id: string;
    title: string;
    reached: number;
    lessons: { lesson_id: string; title: string; reached: number; completed: number; most_stop: boolean }[];
  }[];
}
