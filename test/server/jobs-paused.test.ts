import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { enqueue } from '@/lib/server/jobs';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { readLatestMail, sendMail } from '@/lib/server/mail';

// JOBS_PAUSED=true, for a dump restored into staging (docs/deploy.md section 5, ADR 0302): the worker
// starts nothing and no mail leaves, the queued jobs wait; once unpaused, they run.
const mail = { to: 'held@example.test', subject: 'Held', text: 'held', html: '<p>held</p>' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobState(id: string): Promise<string | undefined> {
  const rows = await prisma.$queryRaw<
    { state: string }[]
  >`SELECT state::text FROM pgboss.job WHERE id = ${id}::uuid`;
  return rows[0]?.state;
}

describe('JOBS_PAUSED', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'praca-paused-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('JOBS_PAUSED', 'true');
    resetEnvCache();
  });
  afterAll(async () => {
    await stopWorker({ graceful: false });
    vi.unstubAllEnvs();
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the queued jobs and sends no mail', async () => {
    await expect(sendMail(mail)).rejects.toThrow('mail held: JOBS_PAUSED=true');
    const id = await enqueue('send-email', mail);
    expect(id).toBeTruthy();
    await startWorker({ pollingIntervalSeconds: 0.5 });
    await sleep(2_000);
    expect(await jobState(id!)).toBe('created');
    expect(readdirSync(dataDir)).not.toContain('mail');

    // unpaused (the next start without the variable), the held mail goes out
    vi.stubEnv('JOBS_PAUSED', 'false');
    resetEnvCache();
    await startWorker({ pollingIntervalSeconds: 0.5 });
    const until = Date.now() + 15_000;
    while (!(await readLatestMail(mail.to)) && Date.now() < until) await sleep(100);
    expect((await readLatestMail(mail.to))?.subject).toBe('Held');
    expect(await jobState(id!)).toBe('completed');
  });
});
