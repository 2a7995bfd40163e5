// Query keys of the quizzes (SPEC.md 2.14, 7 "Quiz"). Mutations invalidate through these.
export const quizKeys = {
  all: ['quizzes'] as const,
  /** GET /api/auth/quiz/{tenant} (stale 30 min, SPEC 9 "quiz list") */
  list: (tenantId: string) => ['quizzes', 'list', tenantId] as const,
  /** GET /api/auth/quiz/show/{id} */
  detail: (id: string) => ['quizzes', 'detail', id] as const,
  /** GET /api/quizzes: the member's quizzes */
  mine: () => ['quizzes', 'mine'] as const,
  /** GET /api/quizzes/{id}: one of them, for its start screen */
  one: (id: string) => ['quizzes', 'mine', id] as const,
  /** GET /api/quizzes/attempts/{id} */
  attempt: (id: string) => ['quizzes', 'attempt', id] as const,
} as const;
