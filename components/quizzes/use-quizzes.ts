'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/client/fetcher';
import { gamificationPanelKeys } from '@/lib/client/gamification-panel-keys';
import { quizApi } from '@/lib/client/quiz-api';
import { quizKeys } from '@/lib/client/quiz-keys';
import { STALE } from '@/lib/client/stale';
import type { TQuizBody } from '@/lib/quizzes/schemas';

// Queries and mutations of the quizzes, shared by the panel, the /quiz editor and the student pages.

/** SPEC 8: generic queries do not retry on 401, 403, 404, 500. */
const retry = (count: number, err: unknown) =>
  !(isApiError(err) && [401, 403, 404, 500].includes(err.status)) && count < 2;

export function useQuizList(tenantId: string) {
  return useQuery({
    queryKey: quizKeys.list(tenantId),
    queryFn: () => quizApi.list(tenantId),
    staleTime: STALE.halfHour,
    retry,
  });
}

export function useQuizDetail(id: string) {
  return useQuery({ queryKey: quizKeys.detail(id), queryFn: () => quizApi.show(id), staleTime: 0, retry });
}

/** After a quiz changes: its list, its detail, and the reward form's quiz picker. */
export function useInvalidateQuizzes(tenantId: string) {
  const qc = useQueryClient();
  return (id?: string) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: quizKeys.list(tenantId) }),
      qc.invalidateQueries({ queryKey: gamificationPanelKeys.quizzes(tenantId) }),
      id ? qc.invalidateQueries({ queryKey: quizKeys.detail(id) }) : null,
    ]);
}

export function useSaveQuiz(tenantId: string) {
  const invalidate = useInvalidateQuizzes(tenantId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TQuizBody }) =>
      id ? quizApi.update(id, body) : quizApi.create(body),
    onSuccess: (res) => invalidate(res.data.id),
  });
}

export function useDeleteQuiz(tenantId: string) {
  const invalidate = useInvalidateQuizzes(tenantId);
  return useMutation({ mutationFn: (id: string) => quizApi.remove(id), onSuccess: () => invalidate() });
}
