import 'server-only';
import { drainOutbox } from '@/lib/events/outbox';
import { getEnv } from '../env';
import { log } from '../log';
import { getBoss, stopBoss } from './boss';
import { flushJobCounts } from './counts';
import { startOutboxListener, type OutboxListener } from './outbox-listener';
import { QueueRunner } from './queue-runner';
import { JOB_NAMES, JOB_SCHEDULES, runJob, type JobName, type JobPayloads } from './registry';

const g = globalThis as unknown as {
  __pracaWorker?: Promise<void>;
  __pracaQueueRunners?: QueueRunner<JobPayloads[JobName]>[];
  __pracaOutboxListener?: OutboxListener;
  __pracaOutboxSweep?: NodeJS.Timeout;
};

export interface WorkerOptions {
  /** how often an empty queue is polled (JOBS_POLLING_SECONDS; pg-boss minimum 0.5 s) */
  pollingIntervalSeconds?: number;
  /** jobs of one queue running at once (JOBS_CONCURRENCY) */
  concurrency?: number;
  /** jobs taken per fetch (JOBS_BATCH_SIZE) */
  batchSize?: number;
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
    const env = getEnv();
    const runners = JOB_NAMES.map(
      (name) =>
        new QueueRunner<JobPayloads[JobName]>(boss, {
          name,
          concurrency: options.concurrency ?? env.JOBS_CONCURRENCY,
          batchSize: options.batchSize ?? env.JOBS_BATCH_SIZE,
          pollingMs: (options.pollingIntervalSeconds ?? env.JOBS_POLLING_SECONDS) * 1000,
          handler: (data) => runJob(name, data),
        }),
    );
    g.__pracaQueueRunners = runners;
    // the test setup stops pg-boss itself: the runners stop fetching with it
    boss.once('stopped', () => void Promise.all(runners.map((r) => r.stop({ graceful: false }))));
    for (const runner of runners) runner.start();
    // schedule() upserts, so every worker (and every restart) may call it.
    for (const { name, cron } of JOB_SCHEDULES)
      await boss.schedule(name, cron, name === 'outbox-drain' ? { prune: true } : {});
    await listenForOutbox(); // drains once listening: whatever committed while no worker listened
    log('info', 'worker started', {
      queues: JOB_NAMES,
      concurrency: options.concurrency ?? env.JOBS_CONCURRENCY,
      batchSize: options.batchSize ?? env.JOBS_BATCH_SIZE,
    });
  })().catch(async (err) => {
    g.__pracaWorker = undefined;
    const runners = g.__pracaQueueRunners ?? [];
    g.__pracaQueueRunners = undefined;
    await Promise.all(runners.map((r) => r.stop({ graceful: false })));
    throw err;
  });
  return g.__pracaWorker;
}

/**
 * The in-process worker (instrumentation.ts, issue 56): a start that fails (the database not up yet, a
 * refused connection) is tried again after a wait that doubles from `minDelayMs` to `maxDelayMs`, for as
 * long as the process lives, instead of leaving the app serving with no worker. `/api/health` reports the
 * silence meanwhile (ADR 0304). `stop()` ends the retries.
 */
export function keepWorkerStarting(
  options: WorkerOptions & { minDelayMs?: number; maxDelayMs?: number } = {},
): { started: Promise<void>; stop: () => void } {
  const { minDelayMs = 1_000, maxDelayMs = 60_000, ...workerOptions } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const started = (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await startWorker(workerOptions);
        return;
      } catch (err) {
        const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
        log('error', 'in-process worker did not start', {
          error: err instanceof Error ? err.message : String(err),
          attempt: attempt + 1,
          retryInMs: delay,
        });
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, delay);
          timer.unref?.();
        });
      }
    }
  })();
  return {
    started,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}

/**
 * Postgres delivers publish()'s NOTIFY when the write commits: this process drains the outbox at once
 * (points, levels and notifications within a fraction of a second, decision 140), coalescing a burst
 * into one drain plus one more for what committed while it ran. A dropped LISTEN connection is opened
 * again with a backoff and drains once back (decision 197). Every `sweepMs` (OUTBOX_SWEEP_SECONDS) it
 * drains too: rows claimed by a process that died come free when their short claim runs out (decision
 * 0251), and failed rows when their retry is due; a drain that finds nothing is one indexed statement.
 * Other workers' drains are safe beside it (rows are claimed with SKIP LOCKED).
 */
export async function listenForOutbox(
  options: { minDelayMs?: number; maxDelayMs?: number; sweepMs?: number } = {},
): Promise<OutboxListener> {
  const { sweepMs = getEnv().OUTBOX_SWEEP_SECONDS * 1000, ...reconnect } = options;
  clearInterval(g.__pracaOutboxSweep);
  await g.__pracaOutboxListener?.stop();
  const listener = await startOutboxListener({
    connectionString: getEnv().DATABASE_URL,
    onNotify: drainSoon,
    ...reconnect,
  });
  g.__pracaOutboxListener = listener;
  g.__pracaOutboxSweep = setInterval(drainSoon, sweepMs);
  g.__pracaOutboxSweep.unref?.();
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
  clearInterval(g.__pracaOutboxSweep);
  g.__pracaOutboxSweep = undefined;
  await g.__pracaOutboxListener?.stop();
  g.__pracaOutboxListener = undefined;
  const runners = g.__pracaQueueRunners ?? [];
  g.__pracaQueueRunners = undefined;
  await Promise.all(runners.map((r) => r.stop({ graceful: options.graceful, timeoutMs: options.timeout })));
  await flushJobCounts().catch(() => {});
  await stopBoss(options);
}
