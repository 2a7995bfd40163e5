import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { getBoss, MAIL_DEAD_LETTER } from '@/lib/server/jobs/boss';
import { QueueRunner } from '@/lib/server/jobs/queue-runner';
import { jobHandlers } from '@/lib/server/jobs/registry';
import { logHash } from '@/lib/server/log';
import { countDeadMail, listDeadMail, resendDeadMail } from '@/lib/server/mail/dead-letters';
import { readLatestMail, type MailMessage } from '@/lib/server/mail';
import { call } from '../support/http';

// Issue 56 (ADR 0304): mail retried for more than a day, then kept as a dead letter an operator re-sends;
// /api/health reports the queues, the outbox and the dead letters, and turns 503 on a silent worker.

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'praca-dead-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.SMTP_URL;
  delete process.env.HEALTH_WORKER_SILENCE_SECONDS;
  resetEnvCache();
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

async function work(name: 'send-email', done: () => Promise<boolean>) {
  const boss = await getBoss();
  const runner = new QueueRunner<MailMessage>(boss, {
    name,
    concurrency: 2,
    batchSize: 2,
    pollingMs: 200,
    handler: (data) => jobHandlers['send-email'](data),
  });
  runner.start();
  try {
    expect(await until(done, 30_000)).toBe(true);
  } finally {
    await runner.stop();
  }
}

describe('mail that is never lost', () => {
  it('retries for more than a day before giving up, into the dead-letter queue', async () => {
    const boss = await getBoss();
    const q = await boss.getQueue('send-email');
    expect(q).toMatchObject({ retryBackoff: true, deadLetter: MAIL_DEAD_LETTER });
    // pg-boss waits at least retryDelay·2^n seconds before retry n+1
    let least = 0;
    for (let n = 0; n < q!.retryLimit!; n++) least += q!.retryDelay! * 2 ** n;
    expect(least).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('a mail that fails its last try waits as a dead letter; the operator sends it again', async () => {
    const boss = await getBoss();
    const to = `morto-${Date.now()}@example.com`;
    const mail: MailMessage = { to, subject: 'Seu link de acesso', text: 'Olá', html: '<p>Olá</p>' };
    // an SMTP server that refuses connections; the job's last retry is now
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    resetEnvCache();
    const before = await countDeadMail();
    await boss.send('send-email', mail, { retryLimit: 0 });
    await work('send-email', async () => (await countDeadMail()) === before + 1);
    const dead = (await listDeadMail()).find((m) => m.to === to);
    expect(dead).toMatchObject({ to, subject: 'Seu link de acesso' });

    // SMTP back (here: the files transport); the CLI's resend puts it back on the queue
    delete process.env.SMTP_URL;
    resetEnvCache();
    expect(await resendDeadMail([dead!.id])).toBe(1);
    expect((await listDeadMail()).some((m) => m.to === to)).toBe(false);
    await work('send-email', async () => (await readLatestMail(to)) !== null);
    expect((await readLatestMail(to))?.subject).toBe('Seu link de acesso');
    expect(await resendDeadMail([dead!.id])).toBe(0);
  });

  it('keeps addresses out of the mail log lines as a stable hash', () => {
    expect(logHash(' Ana@Example.com ')).toBe(logHash('ana@example.com'));
    expect(logHash('ana@example.com')).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(logHash('ana@example.com')).not.toContain('ana');
  });
});

describe('GET /api/health', () => {
  const get = (query = '') => call(health, 'GET', `/api/health${query}`, { host: 'anything' });

  it('reports queues, outbox and dead letters, and turns 503 when a due job waits too long', async () => {
    const boss = await getBoss();
    const ok = await get();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      ok: true,
      database: 'up',
      worker: { status: 'working' },
      outbox: { pending: expect.any(Number) },
      mail: { dead_letters: expect.any(Number) },
    });

    process.env.HEALTH_WORKER_SILENCE_SECONDS = '60';
    resetEnvCache();
    const name = 'health-stale';
    await boss.createQueue(name, { name });
    const id = await boss.send(name, {}, { startAfter: new Date(Date.now() - 120_000) });
    try {
      const silent = await get();
      expect(silent.status).toBe(503);
      expect(silent.body.worker.status).toBe('silent');
      expect(silent.body.worker.queues[name].waiting).toBe(1);
      expect(silent.body.worker.oldest_waiting_seconds).toBeGreaterThanOrEqual(60);
      // the container's own check: the database only
      const live = await get('?probe=liveness');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ ok: true, database: 'up' });
    } finally {
      await boss.deleteJob(name, id!);
      delete process.env.HEALTH_WORKER_SILENCE_SECONDS;
      resetEnvCache();
    }
    expect((await get()).status).toBe(200);
    expect(await prisma.$queryRaw`SELECT 1`).toBeTruthy();
  });
});
