import { getEnv } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { processQueryTotal } from '@/lib/server/query-stats';
import { route } from '@/lib/server/route';

// GET /api/bench/queries — the process's Prisma operation total, for the HTTP bench's per-page counts
// (bench/http.ts); not found unless the server runs with BENCH_QUERY_HEADER=1 (the bench's server only)
export const GET = route({
  auth: 'public',
  action: 'public',
  envelope: 'raw',
  handler: () => {
    if (getEnv().BENCH_QUERY_HEADER !== '1') throw new AppError('NOT_FOUND');
    return { total: processQueryTotal() };
  },
});
