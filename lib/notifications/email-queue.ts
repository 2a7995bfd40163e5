import 'server-only';
import { getBoss } from '@/lib/server/jobs/boss';
import { wakeQueue } from '@/lib/server/jobs/queue-runner';

/** Queues one 'notification-email' job per id in one insert (a fan-out batch may hold thousands). */
export async function queueNotificationEmails(ids: string[], delayMs = 0): Promise<void> {
  if (ids.length === 0) return;
  const boss = await getBoss();
  const startAfter = delayMs ? new Date(Date.now() + delayMs) : undefined;
  for (let i = 0; i < ids.length; i += 1000)
    await boss.insert(
      ids.slice(i, i + 1000).map((notificationId) => ({
        name: 'notification-email',
        data: { notificationId },
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
        ...(startAfter ? { startAfter } : {}),
      })),
    );
  if (!delayMs) wakeQueue('notification-email');
}
