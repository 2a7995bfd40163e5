import { describe, expect, it } from 'vitest';
import { queueNotificationEmails } from '@/lib/notifications/email-queue';
import { prisma } from '@/lib/server/db';
import { jobCounts } from '@/lib/server/jobs/counts';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { readLatestMail } from '@/lib/server/mail';
import { enqueueAccountMail, FAIR_SLICE, fairPriorities } from '@/lib/server/mail/queue';
import { createTenant, createUser, type TestTenant } from '../support/factories';
import { withWorkerMailDir } from '../support/worker-mail-dir';

// Fair mail between schools (issue 56, ADR 0306): a big school's post to many members is queued in
// per-school slices, so a small school's notification and a sign-in link go out while the big school's
// backlog drains, instead of after it. The worker runs two jobs at a time, so the backlog lasts.

const BIG = 600;

async function notifications(tenant: TestTenant, userIds: string[], count: number): Promise<string[]> {
  const data = {
    community_post: {
      id: tenant.id,
      community_id: tenant.id,
      title: 'Aula nova no ar',
      user: { name: 'Professora', photo_url: null },
    },
  };
  await prisma.notification.createMany({
    data: Array.from({ length: count }, (_, k) => ({
      tenantId: tenant.id,
      userId: userIds[k % userIds.length]!,
      type: 'community_post',
      data,
      dedupeKey: `fair:${tenant.id}:${k}`,
    })),
  });
  const rows = await prisma.notification.findMany({
    where: { tenantId: tenant.id },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.id);
}

/** The big school's mails still waiting (rendered or not) and the ones sent. */
async function bigSchool(tenantId: string) {
  const [row] = await prisma.$queryRaw<{ waiting: number; sent: number }[]>`
    SELECT count(*) FILTER (WHERE name = 'notification-email' AND state IN ('created', 'retry', 'active'))::int AS waiting,
           count(*) FILTER (WHERE name = 'send-email' AND state = 'completed')::int AS sent
      FROM pgboss.job WHERE data->>'tenantId' = ${tenantId}`;
  return row!;
}

async function until<T>(read: () => Promise<T | null>, ms: number): Promise<T | null> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail fairness between schools', () => {
  withWorkerMailDir('fair');

  it("sends a small school's mail while a big school's backlog drains", async () => {
    const big = await createTenant('Escola Grande');
    const small = await createTenant('Escola "Pequena"');
    await prisma.platformSettings.update({
      where: { tenantId: small.id },
      data: { mailReplyTo: 'contato@pequena.example', primaryColor: '#0A7F3F' },
    });
    const bigUsers = await Promise.all(Array.from({ length: 5 }, () => createUser(big)));
    const reader = await createUser(small);
    const signer = await createUser(small);

    // the big school's post fans out first, then the small school's one notification and a sign-in link
    await queueNotificationEmails(
      await notifications(
        big,
        bigUsers.map((u) => u.id),
        BIG,
      ),
      0,
      big.id,
    );
    await queueNotificationEmails(await notifications(small, [reader.id], 1), 0, small.id);
    await enqueueAccountMail(small.id, {
      to: signer.email,
      subject: 'Seu link de acesso',
      text: 'link',
      html: '<p>link</p>',
    });
    // the big school's last slice is far behind a school with nothing waiting
    expect((await fairPriorities('notification-email', big.id, 1))[0]).toBe(-Math.floor(BIG / FAIR_SLICE));
    expect((await fairPriorities('notification-email', small.id, 1))[0]).toBe(0);

    const sentBefore = (await jobCounts()).find((r) => r.queue === 'send-email' && r.outcome === 'completed');
    await startWorker({ concurrency: 2, batchSize: 2, pollingIntervalSeconds: 0.5 });
    const link = await until(() => readLatestMail(signer.email), 60_000);
    const mail = await until(() => readLatestMail(reader.email), 60_000);
    const backlog = await bigSchool(big.id);
    await stopWorker({ graceful: false }); // writes what the runners counted (ADR 0309)
    const sentAfter = (await jobCounts()).find((r) => r.queue === 'send-email' && r.outcome === 'completed');
    expect((sentAfter?.jobs ?? 0) - (sentBefore?.jobs ?? 0)).toBeGreaterThanOrEqual(2);

    expect(link?.subject).toBe('Seu link de acesso');
    expect(mail).not.toBeNull();
    // the big school was being served too, and most of its backlog was still waiting
    expect(backlog.sent).toBeGreaterThan(0);
    expect(backlog.waiting).toBeGreaterThan(BIG / 2);

    // sent as the school: its name (quoted) with MAIL_FROM's address, its reply-to, its colour
    expect(mail!.from).toBe('"Escola \\"Pequena\\"" <no-reply@praca.local>');
    expect(mail!.replyTo).toBe('contato@pequena.example');
    expect(mail!.html).toContain('background:#0A7F3F');
    const bigMail = await readLatestMail(bigUsers[0]!.email);
    if (bigMail) {
      expect(bigMail.from).toBe('"Escola Grande" <no-reply@praca.local>');
      expect(bigMail.replyTo).toBeUndefined();
    }
  }, 120_000);
});
