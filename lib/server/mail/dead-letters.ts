import 'server-only';
import { prisma } from '../db';
import { getBoss, MAIL_DEAD_LETTER } from '../jobs/boss';
import type { MailMessage } from './index';

// The mail dead letters (issue 56, ADR 0304): a 'send-email' job that failed its last retry is copied by
// pg-boss into the MAIL_DEAD_LETTER queue, which no worker takes. An operator lists them and sends them
// again (`npm run mail:dead-letters`); /api/health and the metrics count them.

export interface DeadMail {
  id: string;
  to: string;
  subject: string;
  /** when the mail was given up on */
  failedAt: string;
}

/** How many mails wait in the dead-letter queue. */
export async function countDeadMail(): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_DEAD_LETTER} AND state = 'created'`;
  return row?.n ?? 0;
}

/** The dead letters, oldest first (at most `limit`). */
export async function listDeadMail(limit = 100): Promise<DeadMail[]> {
  const rows = await prisma.$queryRaw<{ id: string; data: MailMessage; created_on: Date }[]>`
    SELECT id::text, data, created_on FROM pgboss.job
     WHERE name = ${MAIL_DEAD_LETTER} AND state = 'created'
     ORDER BY created_on, id LIMIT ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    to: r.data.to,
    subject: r.data.subject,
    failedAt: r.created_on.toISOString(),
  }));
}

/**
 * Sends dead letters again: each goes back to 'send-email' (a new job with the full retries) and leaves
 * the dead-letter queue. `ids` null means all of them. Answers how many went back.
 */
export async function resendDeadMail(ids: string[] | null): Promise<number> {
  const boss = await getBoss();
  let sent = 0;
  for (;;) {
    const rows = await prisma.$queryRaw<{ id: string; data: MailMessage }[]>`
      SELECT id::text, data FROM pgboss.job
       WHERE name = ${MAIL_DEAD_LETTER} AND state = 'created'
         AND (${ids === null} OR id::text = ANY(${ids ?? []}::text[]))
       ORDER BY created_on, id LIMIT 100`;
    if (rows.length === 0) return sent;
    for (const r of rows) {
      // the copy first: a stop between the two leaves a duplicate, never a lost mail
      await boss.send('send-email', r.data);
      await boss.deleteJob(MAIL_DEAD_LETTER, r.id);
      sent++;
    }
  }
}
