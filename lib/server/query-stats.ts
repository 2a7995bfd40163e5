import { AsyncLocalStorage } from 'node:async_hooks';

// Counts Prisma operations per request, for the benchmark's "SQL queries per request" column and
// the X-Query-Count response header (sent when BENCH_QUERY_HEADER=1).
const store = new AsyncLocalStorage<{ queries: number }>();

export function withQueryStats<T>(fn: () => Promise<T>): Promise<T> {
  return store.run({ queries: 0 }, fn);
}

// Every operation of the process as well: pages have no response header to carry a per-request count,
// so the HTTP bench reads this total before and after sequential page requests (GET /api/bench/queries,
// only with BENCH_QUERY_HEADER=1). On globalThis: Next loads this module once per route bundle.
const TOTAL = Symbol.for('praca.queryTotal');
const g = globalThis as { [TOTAL]?: number };

export function countQuery() {
  const s = store.getStore();
  if (s) s.queries += 1;
  g[TOTAL] = (g[TOTAL] ?? 0) + 1;
}

/** Prisma operations of the whole process since it started. */
export function processQueryTotal(): number {
  return g[TOTAL] ?? 0;
}

export function currentQueryCount(): number {
  return store.getStore()?.queries ?? 0;
}
