import { isApiError } from './fetcher';

/** SPEC.md section 8: generic queries do not retry on 401, 403, 404 or 500. */
const NO_RETRY = new Set([401, 403, 404, 500]);
const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && NO_RETRY.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
}

/** The app's query defaults (the QueryClient's, and the shell's lite queries before it is loaded). */
export const QUERY_DEFAULTS = { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false } as const;
