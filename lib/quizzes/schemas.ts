import { z } from 'zod';
import { isUuid } from '@/lib/validation/uuid';

// Shapes of the quizzes (SPEC.md sections 2.14, 3 "Quiz", 4, 5 "quiz", 7 "Quiz", 9): the panel's forms,
// the /quiz editor, the student screens and the route handlers parse with the same schemas. Messages
// are keys under the `quizzes` namespace; the wrapper and the forms translate them.

export const QUIZ_TYPES = ['comun', 'comportamental'] as const;
export type TQuizType = (typeof QUIZ_TYPES)[number];

export const QUIZ_NAME_MAX = 150;
export const QUESTION_TEXT_MAX = 500;
export const EXPLANATION_MAX = 1000;
export const OPTION_TEXT_MAX = 300;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;
export const QUESTIONS_MAX = 100;
export const PROFILES_MAX = 10;
export const PROFILE_NAME_MAX = 100;
export const PROFILE_DESCRIPTION_MAX = 1000;
/** SPEC 9 "Quiz defaults"; `listed` is ours: a new quiz is listed on /avaliacoes (decision 227) */
export const QUIZ_DEFAULTS = { published: 1, repeat: 0, stopwatch: 0, goal: 70, listed: 1 } as const;

/** 0/1 the way the legacy payloads send it: numbers, booleans or their strings. */
const flag = (key: string) =>
  z.preprocess(
    (v) => (v === true || v === 'true' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: key }),
  );

/** 'hh:mm:ss' -> seconds, or null when malformed; minutes and seconds under 60. */
export function timeLimitSeconds(value: string): number | null {
  const m = /^(\d{1,3}):(\d{1,2}):(\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

/** h/m/s fields of the form -> 'hh:mm:ss', or null when all are empty or zero. */
export function toTimeLimit(h: string, m: string, s: string): string | null {
  const n = (v: string) => (v.trim() === '' ? 0 : Number(v));
  const [hh, mm, ss] = [n(h), n(m), n(s)];
  if (![hh, mm, ss].every((v) => Number.isInteger(v) && v >= 0)) return null;
  if (mm > 59 || ss > 59 || hh * 3600 + mm * 60 + ss === 0) return null;
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}`;
}

/** 'hh:mm:ss' -> the form's three fields ('' for absent). */
export function splitTimeLimit(value: string | null): { hours: string; minutes: string; seconds: string } {
  const secs = value ? timeLimitSeconds(value) : null;
  if (!secs) return { hours: '', minutes: '', seconds: '' };
  return {
    hours: String(Math.floor(secs / 3600)),
    minutes: String(Math.floor((secs % 3600) / 60)),
    seconds: String(secs % 60),
  };
}

/** POST /api/auth/quiz/create and /update/{id} (SPEC 7): the spec's payload. */
export const ZQuizBody = z
  .object({
    name: z
      .string({ error: 'quizzes.nameRequired' })
      .trim()
      .min(1, 'quizzes.nameRequired')
      .max(QUIZ_NAME_MAX, 'quizzes.nameTooLong'),
    tenant_id: z.string().optional(),
    type: z.enum(QUIZ_TYPES, { error: 'quizzes.typeInvalid' }).default('comun'),
    goal: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'quizzes.goalRange' })
        .int('quizzes.goalRange')
        .min(0, 'quizzes.goalRange')
        .max(100, 'quizzes.goalRange')
        .optional(),
    ),
    published: flag('quizzes.flagInvalid').default(QUIZ_DEFAULTS.published),
    repeat: flag('quizzes.flagInvalid').default(QUIZ_DEFAULTS.repeat),
    stopwatch: flag('quizzes.flagInvalid').default(QUIZ_DEFAULTS.stopwatch),
    time_limit: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.string({ error: 'quizzes.invalidTimeLimit' }).max(12, 'quizzes.invalidTimeLimit').nullable(),
      )
      .refine((v) => v === null || (timeLimitSeconds(v) ?? 0) > 0, 'quizzes.invalidTimeLimit'),
    /** ours (decision 227): listed on /avaliacoes; create defaults to 1, update keeps it when absent */
    listed: flag('quizzes.flagInvalid').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'comun' && v.goal === undefined)
      ctx.addIssue({ code: 'custom', path: ['goal'], message: 'quizzes.goalRange' });
  });
export type TQuizBody = z.input<typeof ZQuizBody>;
export type TQuizBodyOut = z.output<typeof ZQuizBody>;

/** The create/edit modal: the body plus the switches and the h/m/s inputs that make time_limit. */
export const ZQuizForm = z
  .object({
    name: z.string().trim().min(1, 'quizzes.nameRequired').max(QUIZ_NAME_MAX, 'quizzes.nameTooLong'),
    type: z.enum(QUIZ_TYPES),
    goal: z.string(),
    published: z.boolean(),
    repeat: z.boolean(),
    stopwatch: z.boolean(),
    has_time_limit: z.boolean(),
    /** only in the create modal (the editor's access form changes it later) */
    listed: z.boolean().optional(),
    hours: z.string(),
    minutes: z.string(),
    seconds: z.string(),
  })
  .superRefine((v, ctx) => {
    // the goal exists only for comun quizzes (the form hides it for comportamental)
    if (v.type === 'comun' && !(/^\d{1,3}$/.test(v.goal.trim()) && Number(v.goal) <= 100))
      ctx.addIssue({ code: 'custom', path: ['goal'], message: 'quizzes.goalRange' });
    if (v.stopwatch && v.has_time_limit && toTimeLimit(v.hours, v.minutes, v.seconds) === null)
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'quizzes.invalidTimeLimit' });
  });
export type TQuizForm = z.infer<typeof ZQuizForm>;

/** The form -> the spec's payload. */
export function formToBody(f: TQuizForm, tenantId: string): TQuizBody {
  return {
    name: f.name.trim(),
    tenant_id: tenantId,
    type: f.type,
    goal: f.type === 'comun' ? Number(f.goal) : 0,
    published: f.published ? 1 : 0,
    repeat: f.repeat ? 1 : 0,
    stopwatch: f.stopwatch ? 1 : 0,
    time_limit: f.stopwatch && f.has_time_limit ? toTimeLimit(f.hours, f.minutes, f.seconds) : null,
    ...(f.listed === undefined ? {} : { listed: f.listed ? 1 : 0 }),
  };
}

/** A quiz as the list, show, create and update calls answer it. */
export interface TQuiz {
  id: string;
  tenant_id: string;
  name: string;
  type: TQuizType;
  goal: number;
  published: 0 | 1;
  repeat: 0 | 1;
  stopwatch: 0 | 1;
  time_limit: string | null;
  lesson_id: string | null;
  question_count: number;
  created_at: string;
  updated_at: string;
}

export function quizToForm(q: TQuiz | null): TQuizForm {
  const split = splitTimeLimit(q?.time_limit ?? null);
  return {
    name: q?.name ?? '',
    type: q?.type ?? 'comun',
    goal: String(q?.goal ?? QUIZ_DEFAULTS.goal),
    published: (q?.published ?? QUIZ_DEFAULTS.published) === 1,
    repeat: (q?.repeat ?? QUIZ_DEFAULTS.repeat) === 1,
    stopwatch: (q?.stopwatch ?? QUIZ_DEFAULTS.stopwatch) === 1,
    has_time_limit: !!q?.time_limit,
    // a new quiz shows the switch; an edit leaves `listed` to the access form
    listed: q ? undefined : QUIZ_DEFAULTS.listed === 1,
    ...split,
  };
}

// ---- editor: questions, profiles, access

export const ZOptionInput = z.object({
  text: z
    .string({ error: 'quizzes.optionRequired' })
    .trim()
    .min(1, 'quizzes.optionRequired')
    .max(OPTION_TEXT_MAX, 'quizzes.optionTooLong'),
  correct: z.boolean().default(false),
  profile_id: z.string().nullish(),
});

export const ZQuestionBody = z.object({
  text: z
    .string({ error: 'quizzes.questionRequired' })
    .trim()
    .min(1, 'quizzes.questionRequired')
    .max(QUESTION_TEXT_MAX, 'quizzes.questionTooLong'),
  explanation: z
    .string()
    .trim()
    .max(EXPLANATION_MAX, 'quizzes.explanationTooLong')
    .nullish()
    .transform((v) => (v ? v : null)),
  options: z
    .array(ZOptionInput, { error: 'quizzes.optionsCount' })
    .min(OPTIONS_MIN, 'quizzes.optionsCount')
    .max(OPTIONS_MAX, 'quizzes.optionsCount'),
});
export type TQuestionBody = z.input<typeof ZQuestionBody>;
export type TQuestion = z.output<typeof ZQuestionBody>;

export const ZProfileBody = z.object({
  name: z
    .string({ error: 'quizzes.profileNameRequired' })
    .trim()
    .min(1, 'quizzes.profileNameRequired')
    .max(PROFILE_NAME_MAX, 'quizzes.profileNameTooLong'),
  description: z
    .string()
    .trim()
    .max(PROFILE_DESCRIPTION_MAX, 'quizzes.profileDescriptionTooLong')
    .default(''),
});
export type TProfileBody = z.input<typeof ZProfileBody>;
export type TProfile = z.output<typeof ZProfileBody>;

export const ZOrderBody = z.object({
  ids: z.array(z.string().refine(isUuid, 'quizzes.questionNotFound')).min(1).max(QUESTIONS_MAX),
});

export const ZAccessBody = z.object({
  lesson_id: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isUuid(v), 'quizzes.lessonNotFound'),
  product_ids: z.array(z.string().refine(isUuid, 'quizzes.productNotFound')).max(200).default([]),
  /** listed on /avaliacoes (decisions 118, 227); absent = unchanged */
  listed: z.boolean().optional(),
});
export type TAccessBody = z.input<typeof ZAccessBody>;
export type TAccess = z.output<typeof ZAccessBody>;

export interface TEditorOption {
  id: string;
  text: string;
  correct: boolean;
  profile_id: string | null;
  order: number;
}
export interface TEditorQuestion {
  id: string;
  text: string;
  explanation: string | null;
  order: number;
  options: TEditorOption[];
}
export interface TEditorProfile {
  id: string;
  name: string;
  description: string;
  order: number;
}
/** GET /api/auth/quiz/show/{id}: the quiz with everything the editor edits (correct answers included). */
export interface TQuizDetail extends TQuiz {
  questions: TEditorQuestion[];
  profiles: TEditorProfile[];
  product_ids: string[];
  lesson: { id: string; title: string } | null;
  /** listed on /avaliacoes (decision 118) */
  listed: boolean;
}

// ---- student

export const ZAnswerBody = z.object({
  question_id: z.string().refine(isUuid, 'quizzes.questionNotFound'),
  option_ids: z
    .array(z.string().refine(isUuid, 'quizzes.optionNotFound'))
    .max(OPTIONS_MAX, 'quizzes.optionNotFound'),
});
export type TAnswerBody = z.input<typeof ZAnswerBody>;

export type TQuizStatus = 'not_started' | 'in_progress' | 'passed' | 'failed' | 'profile';

/** A quiz in the member's list (/avaliacoes), with where they stand. */
export interface TStudentQuiz {
  id: string;
  name: string;
  type: TQuizType;
  goal: number;
  repeat: 0 | 1;
  stopwatch: 0 | 1;
  time_limit: string | null;
  question_count: number;
  status: TQuizStatus;
  attempts: number;
  best_score: number | null;
  profile: { name: string; description: string } | null;
  can_start: boolean;
  open_attempt_id: string | null;
  /** the latest submitted attempt, whose result the member may look at again */
  last_attempt_id: string | null;
  lesson: { id: string; title: string } | null;
}

/** A question as the student sees it while answering: never the correct flags nor the profiles. */
export interface TPlayQuestion {
  id: string;
  text: string;
  /** more than one option may be chosen (comun questions with several correct options) */
  multiple: boolean;
  options: { id: string; text: string }[];
}

export interface TAttemptResult {
  score: number | null;
  correct: number | null;
  total: number | null;
  passed: boolean;
  profile: { id: string; name: string; description: string } | null;
  /** per question, after submission only */
  review: {
    question_id: string;
    correct: boolean | null;
    correct_option_ids: string[];
    chosen_option_ids: string[];
    explanation: string | null;
  }[];
}

/** An attempt: while open, the questions and the saved answers; once submitted, also the result. */
export interface TAttempt {
  id: string;
  quiz: {
    id: string;
    name: string;
    type: TQuizType;
    goal: number;
    repeat: 0 | 1;
    stopwatch: 0 | 1;
    time_limit: string | null;
  };
  number: number;
  started_at: string;
  deadline: string | null;
  /** server time, so the stopwatch is right whatever the device's clock */
  now: string;
  submitted_at: string | null;
  questions: TPlayQuestion[];
  answers: Record<string, string[]>;
  result: TAttemptResult | null;
  can_repeat: boolean;
}
