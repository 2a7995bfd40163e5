import 'server-only';
import { drainOutbox } from '@/lib/events/outbox';
import { getEnv } from '../env';
import { log } from '../log';
import { getBoss, stopBoss } from './boss';
import { startOutboxListener, type OutboxListener } from './outbox-listener';
import { JOB_NAMES, JOB_SCHEDULES, runJob, type JobName, type JobPayloads } from './registry';

const g = globalThis as unknown as { __pracaWorker?: Promise<void>; __pracaOutboxListener?: OutboxListener };

export interface WorkerOptions {
  /** how often an idle queue is polled (pg-boss minimum 0.5 s) */
  pollingIntervalSeconds?: number;
}

/**
 * Works every registered queue in this process. Idempotent: a second call reuses the first. With
 * JOBS_PAUSED=true it starts nothing: jobs stay queued and the outbox pending (ADR 0302).
 */
export function startWorker(options: WorkerOptions = {}): Promise<void> {
  if (getEnv().JOBS_PAUSED) {
    log('warn', 'jobs paused (JOBS_PAUSED=true): no job runs and no mail is sent');
    return Promise.resolve();
  }
  g.__pracaWorker ??= (async () => {
    const boss = await getBoss();
    for (const name of JOB_NAMES) {
      await boss.work<JobPayloads[JobName]>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const started = performance.now();
            try {
              await runJob(name, job.data);
              log('info', 'job done', { job: name, id: job.id, ms: Math.round(performance.now() - started) });
            } catch (err) {
              log('error', 'job failed', {
                job: name,
                id: job.id,
                error:
                  err instanceof Error
                    ? { name: err.name, message: err.message, stack: err.stack }
                    : String(err),
              });
              throw err; // pg-boss retries it (retryLimit on the queue)
            }
          }
        },
      );
    }
    // schedule() upserts, so every worker (and every restart) may call it.
    for (const { name, cron } of JOB_SCHEDULES)
      await boss.schedule(name, cron, name === 'outbox-drain' ? { prune: true } : {});
    await listenForOutbox(); // drains once listening: whatever committed while no worker listened
    log('info', 'worker started', { queues: JOB_NAMES });
  })().catch((err) => {
    g.__pracaWorker = undefined;
    throw err;
  });
  return g.__pracaWorker;
}

/**
 * Postgres delivers publish()'s NOTIFY when the write commits: this process drains the outbox at once
 * (points, levels and notifications within a fraction of a second, decision 140), coalescing a burst
 * into one drain plus one more for what committed while it ran. A dropped LISTEN connection is opened
 * again with a backoff and drains once back (decision 197); the cron 'outbox-drain' job stays the
 * safety net meanwhile, and other workers' drains are safe beside it (rows are claimed with SKIP LOCKED).
 */
export async function listenForOutbox(
  options: { minDelayMs?: number; maxDelayMs?: number } = {},
): Promise<OutboxListener> {
  await g.__pracaOutboxListener?.stop();
  const listener = await startOutboxListener({
    connectionString: getEnv().DATABASE_URL,
    onNotify: drainSoon,
    ...options,
  });
  g.__pracaOutboxListener = listener;
  return listener;
}

let drainRunning = false;
let drainWanted = false;

function drainSoon(): void {
  drainWanted = true;
  if (drainRunning) return;
  drainRunning = true;
  void (async () => {
    while (drainWanted) {
      drainWanted = false;
      try {
        await drainOutbox();
      } catch (err) {
        log('error', 'outbox drain failed', { error: err instanceof Error ? err.message : String(err) });
      }
    }
    drainRunning = false;
  })();
}

export async function stopWorker(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
  g.__pracaWorker = undefined;
  await g.__pracaOutboxListener?.stop();
  g.__pracaOutboxListener = undefined;
  await stopBoss(options);
}
