import { AsyncLocalStorage } from 'node:async_hooks';

// Counts Prisma operations per request, for the benchmark's "SQL queries per request" column and
// the X-Query-Count response header (sent when BENCH_QUERY_HEADER=1).
const store = new AsyncLocalStorage<{ queries: number }>();

export function withQueryStats<T>(fn: () => Promise<T>): Promise<T> {
  return store.run({ queries: 0 }, fn);
}

export function countQuery() {
  const s = store.getStore();
  if (s) s.queries += 1;
}

export function currentQueryCount(): number {
  return store.getStore()?.queries ?? 0;
}
