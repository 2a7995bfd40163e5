import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';

/** `fn`'s value and the statements it sent to the database (lib/server/query-stats.ts). */
export const counted = <T>(fn: () => Promise<T>): Promise<{ value: T; queries: number }> =>
  withQueryStats(async () => ({ value: await fn(), queries: currentQueryCount() }));
