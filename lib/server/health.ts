import 'server-only';
import { prisma } from './db';
import { getEnv } from './env';
import { countDeadMail } from './mail/dead-letters';

// GET /api/health (issue 56, ADR 0304): the database round trip, and what an operator alerts on: the
// job queues (waiting jobs and the oldest one's age per queue: a worker that stopped leaves the
// every-minute 'outbox-drain' and anything queued waiting), the outbox lag (the oldest event not yet
// processed) and the mail dead letters. The answer is 503 when the database is down or when a job has
// waited longer than HEALTH_WORKER_SILENCE_SECONDS (the worker is silent); with ?probe=liveness only the
// database counts, for the container's own health check (compose starts the worker after the app is
// healthy: a worker-dependent check would keep both down after an outage).

export interface Health {
  ok: boolean;
  database: 'up' | 'down';
  worker?: {
    status: 'working' | 'silent' | 'paused' | 'unknown';
    /** seconds the oldest due job of any queue has waited */
    oldest_waiting_seconds: number;
    queues: Record<string, { waiting: number; oldest_seconds: number }>;
  };
  outbox?: { pending: number; oldest_seconds: number };
  mail?: { dead_letters: number };
}

/** Due jobs waiting and the oldest one's age, per queue; null before pg-boss made its schema. */
export async function jobQueues() {
  try {
    const rows = await prisma.$queryRaw<{ name: string; waiting: number; oldest: number }[]>`
      SELECT name, count(*)::int AS waiting,
             COALESCE(EXTRACT(EPOCH FROM now() - min(start_after)), 0)::int AS oldest
        FROM pgboss.job
       WHERE state IN ('created', 'retry') AND start_after <= now()
       GROUP BY name`;
    return Object.fromEntries(rows.map((r) => [r.name, { waiting: r.waiting, oldest_seconds: r.oldest }]));
  } catch {
    return null; // no pgboss schema yet: no job was ever queued
  }
}

export async function checkHealth(opts: { liveness?: boolean } = {}): Promise<Health> {
  try {
    await prisma.$queryRaw`SELECT 1`;
  } catch {
    return { ok: false, database: 'down' };
  }
  if (opts.liveness) return { ok: true, database: 'up' };
  const env = getEnv();
  const [byQueue, outbox, dead] = await Promise.all([
    jobQueues(),
    prisma.$queryRaw<{ pending: number; oldest: number }[]>`
      SELECT count(*)::int AS pending,
             COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::int AS oldest
        FROM outbox_events WHERE processed_at IS NULL`,
    countDeadMail().catch(() => 0),
  ]);
  const oldest = Math.max(0, ...Object.values(byQueue ?? {}).map((q) => q.oldest_seconds));
  const status = env.JOBS_PAUSED
    ? 'paused'
    : byQueue === null
      ? 'unknown'
      : oldest > env.HEALTH_WORKER_SILENCE_SECONDS
        ? 'silent'
        : 'working';
  return {
    ok: status !== 'silent',
    database: 'up',
    worker: { status, oldest_waiting_seconds: oldest, queues: byQueue ?? {} },
    outbox: { pending: outbox[0]?.pending ?? 0, oldest_seconds: outbox[0]?.oldest ?? 0 },
    mail: { dead_letters: dead },
  };
}
