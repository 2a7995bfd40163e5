// `npm run bench -- --jobs` (also `npm run bench:jobs`): how fast the job worker drains a backlog of
// notification e-mails (decision 0250). A fresh database gets one tenant, BENCH_JOBS_USERS members and
// BENCH_JOBS_MAILS notifications; their 'notification-email' jobs are queued the way the fan-out queues
// them (queueNotificationEmails), then the worker starts with the app's settings (JOBS_CONCURRENCY,
// JOBS_BATCH_SIZE, JOBS_POLLING_SECONDS, JOBS_POOL_SIZE, DB_POOL_SIZE) and the run ends when every job
// of both steps (render and queue the mail, then send it) is completed. The mailer is the app's: files
// under a temporary DATA_DIR without SMTP_URL, that SMTP server with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, migrate, startEmbedded, withDatabase } from '../scripts/lib/pg.mjs';
import { writeResults } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const MAILS = int('BENCH_JOBS_MAILS', 10_000);
const USERS = Math.min(MAILS, int('BENCH_JOBS_USERS', 100));
const DB = `${process.env.BENCH_DB_NAME ?? 'praca_bench'}_jobs`;
const QUEUES = ['notification-email', 'send-email'];

async function database(): Promise<{ adminUrl: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: withDatabase(process.env.DATABASE_URL, 'postgres') };
  const port = int('BENCH_PG_PORT', 54331);
  const embedded = await startEmbedded({ dir: path.join(root, '.data/pg-bench'), port });
  return { adminUrl: embedded.url, stop: embedded.stop };
}

export async function runJobsBench(): Promise<number> {
  const startedAt = new Date();
  const { adminUrl, stop } = await database();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-bench-mail-'));
  try {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE "${DB}"`);
    const url = withDatabase(adminUrl, DB);
    await migrate(url, { quiet: true });
    process.env.DATABASE_URL = url;
    process.env.DATA_DIR = mailDir;
    const { prisma, disconnectPrisma } = await import('@/lib/server/db');
    const { getEnv } = await import('@/lib/server/env');
    const { queueNotificationEmails } = await import('@/lib/notifications/email-queue');
    const { startWorker, stopWorker } = await import('@/lib/server/jobs/worker');
    const { getBoss } = await import('@/lib/server/jobs/boss');
    try {
      const ids = await seed(prisma);
      await getBoss(); // its schema and queues, before the clock starts
      const env = getEnv();
      const settings = {
        mails: MAILS,
        mailer: env.SMTP_URL ? 'smtp' : 'file',
        JOBS_CONCURRENCY: env.JOBS_CONCURRENCY,
        JOBS_BATCH_SIZE: env.JOBS_BATCH_SIZE,
        JOBS_POLLING_SECONDS: env.JOBS_POLLING_SECONDS,
        JOBS_POOL_SIZE: env.JOBS_POOL_SIZE,
        DB_POOL_SIZE: env.DB_POOL_SIZE,
      };
      console.log(`[bench:jobs] ${JSON.stringify(settings)}`);
      await queueNotificationEmails(ids);
      const load = [os.loadavg()[0]!];
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await startWorker();
      let rendered = 0;
      for (;;) {
        const rows = await prisma.$queryRawUnsafe<{ name: string; done: number; other: number }[]>(
          `SELECT name, count(*) FILTER (WHERE state = 'completed')::int AS done,
                  count(*) FILTER (WHERE state <> 'completed')::int AS other
             FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
          QUEUES,
        );
        const of = (name: string) => rows.find((r) => r.name === name) ?? { done: 0, other: 0 };
        if (!rendered && of('notification-email').done === MAILS) rendered = performance.now() - t0;
        if (of('send-email').done === MAILS && of('notification-email').done === MAILS) break;
        if (performance.now() - t0 > 15 * 60_000)
          throw new Error(`not drained in 15 minutes: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const cpuMsPerMail = Math.round(((cpu.user + cpu.system) / 1000 / MAILS) * 100) / 100;
      load.push(os.loadavg()[0]!);
      await stopWorker();
      const files = settings.mailer === 'file' ? fs.readdirSync(path.join(mailDir, 'mail')).length : null;
      const result = {
        ...settings,
        seconds: Math.round(seconds * 10) / 10,
        mailsPerSecond: Math.round(MAILS / seconds),
        renderedSeconds: Math.round(rendered / 100) / 10,
        cpuMsPerMail,
        files,
        loadAverage: load.map((l) => Math.round(l * 10) / 10),
        cpus: os.cpus().length,
      };
      console.log(
        `\n${MAILS} notification e-mails (${settings.mailer} mailer) drained in ${result.seconds} s: ` +
          `${result.mailsPerSecond} mails/s; every mail rendered and queued after ${result.renderedSeconds} s` +
          `${files === null ? '' : `, ${files} files written`}; ${cpuMsPerMail} ms of this process's CPU per mail; load average ${load.join(' -> ')} on ${result.cpus} CPUs`,
      );
      const out = writeResults(root, startedAt, { mode: 'jobs', ...result }, 'bench/results/jobs');
      console.log(`[bench:jobs] wrote ${out}`);
      return files === null || files === MAILS ? 0 : 1;
    } finally {
      await stopWorker({ graceful: false }).catch(() => {});
      await disconnectPrisma();
    }
  } finally {
    fs.rmSync(mailDir, { recursive: true, force: true });
    await stop?.();
  }
}

/** One tenant, USERS members and MAILS community-post notifications spread over them: their ids. */
async function seed(prisma: typeof import('@/lib/server/db').prisma): Promise<string[]> {
  const tenant = await prisma.tenant.create({
    data: {
      name: 'Escola da Fila',
      slug: 'fila',
      domains: { create: { host: 'fila.localhost', primary: true } },
      settings: { create: {} },
    },
  });
  await prisma.user.createMany({
    data: Array.from({ length: USERS }, (_, i) => ({
      email: `aluno${i}@fila.localhost`,
      name: `Aluno ${i}`,
    })),
  });
  const users = await prisma.user.findMany({ select: { id: true }, orderBy: { email: 'asc' } });
  await prisma.membership.createMany({ data: users.map((u) => ({ tenantId: tenant.id, userId: u.id })) });
  const data = {
    community_post: {
      id: tenant.id,
      community_id: tenant.id,
      title: 'Aula nova no ar',
      user: { name: 'Professora', photo_url: null },
    },
  };
  for (let i = 0; i < MAILS; i += 1000)
    await prisma.notification.createMany({
      data: Array.from({ length: Math.min(1000, MAILS - i) }, (_, k) => ({
        tenantId: tenant.id,
        userId: users[(i + k) % users.length]!.id,
        type: 'community_post',
        data,
        dedupeKey: `bench:${i + k}`,
      })),
    });
  return (await prisma.notification.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map(
    (n) => n.id,
  );
}
