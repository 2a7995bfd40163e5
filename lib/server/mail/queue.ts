import 'server-only';
import { prisma } from '../db';
import { enqueue } from '../jobs';
import type { MailMessage } from './index';

// Fair mail between schools (issue 56, ADR 0306). pg-boss fetches the highest priority first, then the
// oldest. Mail a person is waiting for (sign-in links, password resets, e-mail changes, invitations,
// welcome links) goes at ACCOUNT priority, ahead of any bulk mail. Bulk mail (notifications) is queued in
// per-school slices: the k-th slice of FAIR_SLICE jobs a school has waiting gets priority -k. A school
// with nothing waiting gets 0, so its mail is fetched before the second slice of a school that posted to
// 10,000 members, whose backlog still drains at the queue's full rate while no one else is waiting.

export const MAIL_PRIORITY = { account: 100, bulk: 0 } as const;
export const FAIR_SLICE = 50;

/** The queues whose jobs carry `tenantId` in their data and are queued fairly. */
export type FairQueue = 'notification-email' | 'send-email';

/** Priorities for the next `count` jobs of `tenantId` on `queue`, after the ones it has waiting. */
export async function fairPriorities(queue: FairQueue, tenantId: string, count: number): Promise<number[]> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job
     WHERE name = ${queue} AND state IN ('created', 'retry') AND data->>'tenantId' = ${tenantId}`.catch(
    () => [], // no pgboss schema yet (no job was ever queued): nothing waits
  );
  const waiting = row?.n ?? 0;
  return Array.from({ length: count }, (_, i) => -Math.floor((waiting + i) / FAIR_SLICE) || 0);
}

/** Queues a mail someone is waiting for right now (a link to sign in or confirm) ahead of bulk mail. */
export function enqueueAccountMail(tenantId: string, mail: MailMessage): Promise<string | null> {
  return enqueue('send-email', { ...mail, tenantId }, { priority: MAIL_PRIORITY.account });
}
