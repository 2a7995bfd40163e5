import 'server-only';
import { Client } from 'pg';
import { OUTBOX_CHANNEL } from '@/lib/events/outbox';
import { getEnv } from '../env';
import { log } from '../log';
import { getBoss, stopBoss } from './boss';
import { JOB_NAMES, JOB_SCHEDULES, runJob, type JobName, type JobPayloads } from './registry';

const g = globalThis as unknown as { __pracaWorker?: Promise<void>; __pracaOutboxListener?: Client };

export interface WorkerOptions {
  /** how often an idle queue is polled (pg-boss minimum 0.5 s) */
  pollingIntervalSeconds?: number;
}

/** Works every registered queue in this process. Idempotent: a second call reuses the first. */
export function startWorker(options: WorkerOptions = {}): Promise<void> {
  g.__pracaWorker ??= (async () => {
    const boss = await getBoss();
    const workerIds: Partial<Record<JobName, string>> = {};
    for (const name of JOB_NAMES) {
      workerIds[name] = await boss.work<JobPayloads[JobName]>(
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
    await listenForOutbox(workerIds['outbox-drain']);
    log('info', 'worker started', { queues: JOB_NAMES });
  })().catch((err) => {
    g.__pracaWorker = undefined;
    throw err;
  });
  return g.__pracaWorker;
}

/**
 * Postgres delivers publish()'s NOTIFY when the write commits: queue a drain and wake the drain worker
 * at once, so a notification reaches the bell within a second or two instead of at the next cron.
 * Bursts collapse into one job per second (singletonSeconds + singletonNextSlot keep the last one).
 */
async function listenForOutbox(drainWorkerId: string | undefined): Promise<void> {
  const client = new Client({ connectionString: getEnv().DATABASE_URL, application_name: 'praca-outbox' });
  client.on('error', (err) => log('error', 'outbox listener error', { error: err.message }));
  await client.connect();
  client.on('notification', () => {
    getBoss()
      .then(async (boss) => {
        await boss.send(
          'outbox-drain',
          {},
          { singletonKey: 'outbox', singletonSeconds: 1, singletonNextSlot: true },
        );
        if (drainWorkerId) boss.notifyWorker(drainWorkerId);
      })
      .catch((err: unknown) => log('error', 'outbox nudge failed', { error: String(err) }));
  });
  await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
  g.__pracaOutboxListener = client;
}

export async function stopWorker(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
  g.__pracaWorker = undefined;
  await g.__pracaOutboxListener?.end().catch(() => {});
  g.__pracaOutboxListener = undefined;
  await stopBoss(options);
}
