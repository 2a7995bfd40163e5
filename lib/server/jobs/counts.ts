import 'server-only';
import { prisma } from '../db';
import { log } from '../log';

// Jobs ended per queue and outcome (issue 56, ADR 0309): counted in memory by the queue runner and added
// to the job_counts table every FLUSH_MS and when the worker stops, so /api/metrics on any replica shows
// what every worker did (a separate `npm run worker` has no HTTP port to scrape), with one statement per
// few seconds instead of one per job. A process killed outright loses at most its last few seconds.

export type JobOutcome = 'completed' | 'failed';
const FLUSH_MS = 5_000;

const g = globalThis as unknown as {
  __pracaJobCounts?: Map<string, number>;
  __pracaJobFlush?: NodeJS.Timeout;
};

export function countJob(queue: string, outcome: JobOutcome): void {
  const counts = (g.__pracaJobCounts ??= new Map());
  const key = `${queue}\u0000${outcome}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if (!g.__pracaJobFlush) {
    g.__pracaJobFlush = setTimeout(() => void flushJobCounts(), FLUSH_MS);
    g.__pracaJobFlush.unref?.();
  }
}

/** Adds what was counted since the last flush to job_counts (put back if the write fails). */
export async function flushJobCounts(): Promise<void> {
  clearTimeout(g.__pracaJobFlush);
  g.__pracaJobFlush = undefined;
  const counts = g.__pracaJobCounts;
  if (!counts?.size) return;
  const rows = [...counts].map(([key, n]) => {
    const [queue, outcome] = key.split('\u0000') as [string, string];
    return { queue, outcome, n };
  });
  counts.clear();
  try {
    await prisma.$executeRaw`
      INSERT INTO job_counts (queue, outcome, jobs)
      SELECT * FROM unnest(${rows.map((r) => r.queue)}::text[], ${rows.map((r) => r.outcome)}::text[],
                           ${rows.map((r) => r.n)}::bigint[])
      ON CONFLICT (queue, outcome) DO UPDATE SET jobs = job_counts.jobs + EXCLUDED.jobs`;
  } catch (err) {
    for (const r of rows) countJob(r.queue, r.outcome as JobOutcome);
    log('warn', 'job counts not written', { error: err instanceof Error ? err.message : String(err) });
  }
}

/** The totals, for /api/metrics. */
export async function jobCounts(): Promise<{ queue: string; outcome: string; jobs: number }[]> {
  const rows = await prisma.jobCount.findMany();
  return rows.map((r) => ({ queue: r.queue, outcome: r.outcome, jobs: Number(r.jobs) }));
}
