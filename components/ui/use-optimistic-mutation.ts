'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Another cached query the same change shows at once (e.g. a list beside its settings). */
export interface OptimisticAlso<TVars> {
  queryKey: QueryKey;
  apply: (current: unknown, vars: TVars) => unknown;
}

/**
 * A mutation whose result shows at once: the cache of `queryKey` becomes `apply(current, vars)` while the
 * request runs (refetches of it are cancelled first), and goes back to what it was if the request fails,
 * before `onError` (the panels' error toast) runs. `apply` answering undefined leaves the cache alone.
 */
export function useOptimisticMutation<TData, TVars, TCache>({
  queryKey,
  mutationFn,
  apply,
  also = [],
  onSuccess,
  onError,
}: {
  queryKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TData>;
  apply: (current: TCache | undefined, vars: TVars) => TCache | undefined;
  also?: OptimisticAlso<TVars>[];
  onSuccess?: (data: TData, vars: TVars) => unknown;
  onError?: (error: Error, vars: TVars) => void;
}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: TVars) => {
      const targets = [{ queryKey, apply: apply as OptimisticAlso<TVars>['apply'] }, ...also];
      await Promise.all(targets.map((x) => qc.cancelQueries({ queryKey: x.queryKey })));
      return targets.map((x) => {
        const previous = qc.getQueryData(x.queryKey);
        const next = x.apply(previous, vars);
        if (next !== undefined) qc.setQueryData(x.queryKey, next);
        return { queryKey: x.queryKey, previous };
      });
    },
    onError: (error, vars, snapshots) => {
      for (const s of snapshots ?? []) if (s.previous !== undefined) qc.setQueryData(s.queryKey, s.previous);
      onError?.(error, vars);
    },
    onSuccess: (data, vars) => onSuccess?.(data, vars),
  });
}
