import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { getBoss } from '@/lib/server/jobs/boss';
import { QueueRunner } from '@/lib/server/jobs/queue-runner';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';

// Queues with real concurrency (decision 0250): a runner keeps several jobs of one queue in flight,
// fetches again at once while the queue has jobs (the polling interval is only an empty queue's wait),
// and ends each job on its own. Progress is awaited by polling with generous limits, never timed.

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'praca-jobs-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});

afterAll(async () => {
  await stopWorker({ graceful: false });
  rmSync(dataDir, { recursive: true, force: true });
});

async function until(ok: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return ok();
}

const states = async (name: string) => {
  const rows = await prisma.$queryRawUnsafe<{ state: string; n: number }[]>(
    `SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`,
    name,
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
};

describe('queue runner', () => {
  it('runs up to its concurrency at once, and a failing job fails alone', async () => {
    const boss = await getBoss();
    const name = 'test-runner';
    await boss.createQueue(name, { name, retryLimit: 2, retryDelay: 600 });
    await boss.insert(Array.from({ length: 20 }, (_, n) => ({ name, data: { n } })));
    // the first five to start wait until five run at once: one job at a time would never get there
    let started = 0;
    let running = 0;
    let release!: () => void;
    const allFive = new Promise<void>((resolve) => (release = resolve));
    const runner = new QueueRunner<{ n: number }>(boss, {
      name,
      concurrency: 5,
      batchSize: 5,
      pollingMs: 60_000,
      handler: async ({ n }) => {
        started++;
        running++;
        if (running >= 5) release();
        if (started <= 5)
          await Promise.race([
            allFive,
            new Promise((_, reject) => setTimeout(() => reject(new Error('alone')), 20_000)),
          ]);
        running--;
        if (n % 4 === 1) throw new Error(`job ${n} fails`);
      },
    });
    runner.start();
    try {
      expect(await until(async () => (await states(name)).completed === 15, 25_000)).toBe(true);
      expect(await until(async () => (await states(name)).retry === 5, 5_000)).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(runner.peak).toBe(5);
    const jobs = await prisma.$queryRawUnsafe<{ n: number; state: string; message: string | null }[]>(
      `SELECT (data->>'n')::int AS n, state::text, output->>'message' AS message FROM pgboss.job WHERE name = $1`,
      name,
    );
    for (const job of jobs) {
      if (job.n % 4 === 1) expect(job).toMatchObject({ state: 'retry', message: `job ${job.n} fails` });
      else expect(job.state).toBe('completed');
    }
  });

  it('stopping fails the jobs still running, so they are retried instead of waiting for their expiry', async () => {
    const boss = await getBoss();
    const name = 'test-runner-stop';
    await boss.createQueue(name, { name, retryLimit: 2, retryDelay: 600 });
    await boss.insert(Array.from({ length: 3 }, (_, n) => ({ name, data: { n } })));
    const runner = new QueueRunner<{ n: number }>(boss, {
      name,
      concurrency: 3,
      batchSize: 3,
      pollingMs: 60_000,
      handler: () => new Promise<void>(() => {}), // never ends, as a job a shutdown interrupts
    });
    runner.start();
    expect(await until(async () => (await states(name)).active === 3, 20_000)).toBe(true);
    await runner.stop({ graceful: true, timeoutMs: 100 });
    expect(await states(name)).toEqual({ retry: 3 });
  });

  it('the worker works a backlog through without waiting for its polling interval between fetches', async () => {
    const boss = await getBoss();
    const count = 200;
    await boss.insert(
      Array.from({ length: count }, (_, i) => ({
        name: 'send-email',
        data: { to: `fila${i}@example.test`, subject: 'Fila', text: 'Olá', html: '<p>Olá</p>' },
      })),
    );
    // one minute between polls of an empty queue: only fetching again at once can send 200 in time
    await startWorker({ pollingIntervalSeconds: 60 });
    const drained = await until(async () => (await states('send-email')).completed === count, 45_000);
    expect(await states('send-email')).toEqual({ completed: count });
    expect(drained).toBe(true);
    expect(readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.json'))).toHaveLength(count);
  }, 60_000);
});
