import 'server-only';
import PgBoss from 'pg-boss';
import { getEnv } from '../env';
import { log } from '../log';
import { JOB_NAMES } from './registry';

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
  // createQueue is idempotent; pg-boss 10 refuses jobs for a queue that does not exist.
  for (const name of JOB_NAMES)
    await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 30, retryBackoff: true });
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
