import 'server-only';
import { log } from '../log';
import { getBoss, stopBoss } from './boss';
import { JOB_NAMES, JOB_SCHEDULES, runJob, type JobName, type JobPayloads } from './registry';

const g = globalThis as unknown as { __pracaWorker?: Promise<void> };

export interface WorkerOptions {
  /** how often an idle queue is polled (pg-boss minimum 0.5 s) */
  pollingIntervalSeconds?: number;
}

/** Works every registered queue in this process. Idempotent: a second call reuses the first. */
export function startWorker(options: WorkerOptions = {}): Promise<void> {
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
    for (const { name, cron } of JOB_SCHEDULES) await boss.schedule(name, cron, {});
    log('info', 'worker started', { queues: JOB_NAMES });
  })().catch((err) => {
    g.__pracaWorker = undefined;
    throw err;
  });
  return g.__pracaWorker;
}

export async function stopWorker(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
  g.__pracaWorker = undefined;
  await stopBoss(options);
}
