// Student-side quiz URLs (shared by server and client components).

/** /avaliacoes/{quizId}[?attempt={attemptId}]: take a quiz, or see an attempt's result. */
export const playHref = (quizId: string, attemptId?: string | null) =>
  `/avaliacoes/${encodeURIComponent(quizId)}${attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ''}`;

/** /quiz?id={id}&type={type}: the quiz configuration (SPEC 2.1, 2.14). */
export const quizConfigHref = (q: { id: string; type: string }) =>
  `/quiz?id=${encodeURIComponent(q.id)}&type=${encodeURIComponent(q.type)}`;
