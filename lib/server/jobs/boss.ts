import 'server-only';
import PgBoss from 'pg-boss';
import { getEnv } from '../env';
import { log } from '../log';
import { JOB_NAMES, type JobName } from './registry';

/** Where a mail that failed its last retry waits for an operator (`npm run mail:dead-letters`). */
export const MAIL_DEAD_LETTER = 'send-email-dead';

type QueueSettings = Omit<PgBoss.Queue, 'name'>;
const DEFAULT_QUEUE: QueueSettings = { retryLimit: 3, retryDelay: 30, retryBackoff: true };
/**
 * Per-queue settings over the default. Mail (issue 56, ADR 0304): 12 retries with doubling delays from
 * 30 s (pg-boss waits 30·2^n to 30·2^(n+1) s before retry n+1) span at least 34 hours, so an SMTP outage
 * of a day loses nothing; the mail that still fails lands in the dead-letter queue, kept 30 days.
 */
export const QUEUE_SETTINGS: Partial<Record<JobName, QueueSettings>> = {
  'send-email': { retryLimit: 12, retryDelay: 30, retryBackoff: true, deadLetter: MAIL_DEAD_LETTER },
};

// One pg-boss per process, started on first use, on the app's own database (schema `pgboss`).
// Kept on globalThis so dev hot reloads reuse it and the test setup can stop it.
const g = globalThis as unknown as { __pracaBoss?: PgBoss; __pracaBossReady?: Promise<PgBoss> };

/** The started pg-boss, with every registered queue created. */
export function getBoss(): Promise<PgBoss> {
  g.__pracaBossReady ??= start().catch((err) => {
    g.__pracaBossReady = undefined;
    g.__pracaBoss = undefined;
    throw err;
  });
  return g.__pracaBossReady;
}

async function start(): Promise<PgBoss> {
  const { DATABASE_URL: connectionString, JOBS_POOL_SIZE } = getEnv();
  if (!connectionString) throw new Error('DATABASE_URL is not set: the job queue needs the database.');
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: JOBS_POOL_SIZE,
    application_name: 'praca-jobs',
  });
  boss.on('error', (err) =>
    log('error', 'job queue error', { error: { name: err.name, message: err.message } }),
  );
  g.__pracaBoss = boss;
  await boss.start();
  // createQueue is idempotent but keeps an existing queue's settings: updateQueue brings a database made
  // by an older version to these. pg-boss 10 refuses jobs for a queue that does not exist, and a dead
  // letter queue must exist before the queue naming it.
  await boss.createQueue(MAIL_DEAD_LETTER, { name: MAIL_DEAD_LETTER, retentionDays: 30 });
  for (const name of JOB_NAMES) {
    const settings = { name, ...DEFAULT_QUEUE, ...QUEUE_SETTINGS[name] };
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }
  return boss;
}

/** Stops the queue (graceful: lets running jobs finish). Safe to call when it never started. */
export async function stopBoss(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
  const boss = g.__pracaBoss;
  const ready = g.__pracaBossReady;
  g.__pracaBoss = undefined;
  g.__pracaBossReady = undefined;
  if (!boss) return;
  await ready?.catch(() => {});
  await boss.stop({ graceful: options.graceful ?? true, timeout: options.timeout ?? 20_000, wait: true });
}
