import 'server-only';
import { getBoss } from '@/lib/server/jobs/boss';
import { wakeQueue } from '@/lib/server/jobs/queue-runner';
import { fairPriorities } from '@/lib/server/mail/queue';

/**
 * Queues one 'notification-email' job per id in one insert (a fan-out batch may hold thousands), in the
 * school's fair slices (ADR 0306): a school's 10,000 mails do not hold up another school's few.
 */
export async function queueNotificationEmails(ids: string[], delayMs = 0, tenantId?: string): Promise<void> {
  if (ids.length === 0) return;
  const boss = await getBoss();
  const startAfter = delayMs ? new Date(Date.now() + delayMs) : undefined;
  const priorities = tenantId
    ? await fairPriorities('notification-email', tenantId, ids.length)
    : ids.map(() => 0);
  for (let i = 0; i < ids.length; i += 1000)
    await boss.insert(
      ids.slice(i, i + 1000).map((notificationId, k) => ({
        name: 'notification-email',
        data: { notificationId, ...(tenantId ? { tenantId } : {}) },
        priority: priorities[i + k],
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
        ...(startAfter ? { startAfter } : {}),
      })),
    );
  if (!delayMs) wakeQueue('notification-email');
}
