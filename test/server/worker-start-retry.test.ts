import { describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { enqueue } from '@/lib/server/jobs';
import { keepWorkerStarting, stopWorker } from '@/lib/server/jobs/worker';
import { readLatestMail } from '@/lib/server/mail';
import { withWorkerMailDir } from '../support/worker-mail-dir';

// The in-process worker (instrumentation.ts, issue 56): a start that fails because the database refuses
// is tried again with a growing wait, and the worker runs once the database answers, instead of staying
// dead while the app serves.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
withWorkerMailDir('retry');

describe('keepWorkerStarting', () => {
  it('retries a start the database refused, and the worker runs once it answers', async () => {
    await prisma.$queryRaw`SELECT 1`; // the app's own pool is open: only the worker's start meets the refusal
    await stopWorker({ graceful: false });
    const good = process.env.DATABASE_URL!;
    const refused = new URL(good);
    refused.port = '1';
    vi.stubEnv('DATABASE_URL', refused.toString());
    resetEnvCache();
    const keeper = keepWorkerStarting({ minDelayMs: 100, maxDelayMs: 300, pollingIntervalSeconds: 0.5 });
    let started = false;
    void keeper.started.then(() => (started = true));
    try {
      await sleep(1_000); // several attempts, each refused
      expect(started).toBe(false);

      vi.stubEnv('DATABASE_URL', good);
      resetEnvCache();
      await Promise.race([keeper.started, sleep(20_000)]);
      expect(started).toBe(true);

      const to = 'depois-da-queda@example.test';
      await enqueue('send-email', { to, subject: 'Voltou', text: 'ok', html: '<p>ok</p>' });
      let mail = null;
      for (let i = 0; i < 100 && !mail; i++) {
        mail = await readLatestMail(to);
        if (!mail) await sleep(100);
      }
      expect(mail?.subject).toBe('Voltou');
    } finally {
      keeper.stop();
    }
  }, 60_000);
});
