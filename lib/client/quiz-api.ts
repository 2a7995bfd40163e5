import { apiFetch } from './fetcher';
import type {
  TAttempt,
  TEditorProfile,
  TQuestionBody,
  TQuiz,
  TQuizBody,
  TQuizDetail,
  TStudentQuiz,
  TAccessBody,
  TProfileBody,
} from '@/lib/quizzes/schemas';

// The browser's calls of the quizzes (SPEC.md 7 "Quiz" and docs/api-map.md "Quizzes").
const enc = encodeURIComponent;
const Q = '/api/auth/quiz';

export const quizApi = {
  list: async (tenantId: string) => {
    const res = await apiFetch<Array<{ data?: TQuiz[] }>>(`${Q}/${enc(tenantId)}`);
    return res[2]?.data ?? [];
  },
  show: async (id: string) => (await apiFetch<{ data: TQuizDetail }>(`${Q}/show/${enc(id)}`)).data,
  create: (body: TQuizBody) =>
    apiFetch<{ data: TQuiz; message: string }>(`${Q}/create`, { method: 'POST', body }),
  update: (id: string, body: TQuizBody) =>
    apiFetch<{ data: TQuiz; message: string }>(`${Q}/update/${enc(id)}`, { method: 'POST', body }),
  remove: (id: string) => apiFetch<{ message: string }>(`${Q}/${enc(id)}`, { method: 'DELETE' }),
  saveQuestion: (quizId: string, questionId: string | null, body: TQuestionBody) =>
    apiFetch<{ data: { id: string } }>(
      questionId ? `${Q}/${enc(quizId)}/questions/${enc(questionId)}` : `${Q}/${enc(quizId)}/questions`,
      { method: 'POST', body },
    ),
  removeQuestion: (quizId: string, questionId: string) =>
    apiFetch<{ message: string }>(`${Q}/${enc(quizId)}/questions/${enc(questionId)}`, { method: 'DELETE' }),
  reorder: (quizId: string, ids: string[]) =>
    apiFetch<{ message: string }>(`${Q}/${enc(quizId)}/questions/order`, { method: 'POST', body: { ids } }),
  saveProfile: (quizId: string, profileId: string | null, body: TProfileBody) =>
    apiFetch<{ data: TEditorProfile }>(
      profileId ? `${Q}/${enc(quizId)}/profiles/${enc(profileId)}` : `${Q}/${enc(quizId)}/profiles`,
      { method: 'POST', body },
    ),
  removeProfile: (quizId: string, profileId: string) =>
    apiFetch<{ message: string }>(`${Q}/${enc(quizId)}/profiles/${enc(profileId)}`, { method: 'DELETE' }),
  access: (quizId: string, body: TAccessBody) =>
    apiFetch<{ data: { lesson_id: string | null; product_ids: string[]; listed: boolean } }>(
      `${Q}/${enc(quizId)}/access`,
      {
        method: 'POST',
        body,
      },
    ),
  // student
  mine: async () => (await apiFetch<{ data: TStudentQuiz[] }>('/api/quizzes')).data,
  one: async (quizId: string) => (await apiFetch<{ data: TStudentQuiz }>(`/api/quizzes/${enc(quizId)}`)).data,
  start: async (quizId: string) =>
    (await apiFetch<{ data: TAttempt }>(`/api/quizzes/${enc(quizId)}/start`, { method: 'POST' })).data,
  attempt: async (id: string) =>
    (await apiFetch<{ data: TAttempt }>(`/api/quizzes/attempts/${enc(id)}`)).data,
  answer: async (id: string, question_id: string, option_ids: string[]) =>
    (
      await apiFetch<{ data: { answers: Record<string, string[]> } }>(
        `/api/quizzes/attempts/${enc(id)}/answer`,
        {
          method: 'POST',
          body: { question_id, option_ids },
        },
      )
    ).data,
  submit: async (id: string) =>
    (await apiFetch<{ data: TAttempt }>(`/api/quizzes/attempts/${enc(id)}/submit`, { method: 'POST' })).data,
};
