import 'server-only';
import { expireDueGrants } from '@/lib/access/expiry';
import { cleanupAuth } from '@/lib/auth/cleanup';
import { processDelivery } from '@/lib/integrations/process';
import { drainOutbox, pruneOutbox } from '@/lib/events/outbox';
import { nightlyInsights } from '@/lib/insights/rebuild';
import { runImport } from '@/lib/members/import';
import { notificationEmailJob } from '@/lib/notifications/email';
import { sendDueReminders } from '@/lib/notifications/reminders';
import { cleanupAbandonedVideos } from '@/lib/video/cleanup';
import { processVideo } from '@/lib/video/process';
import { log } from '../log';
import { cleanupStorage } from '../storage/housekeeping';
import { sendMail, type MailMessage } from '../mail';

// Every background job: its name, its payload and the function that works it. `enqueue` and the
// worker are typed from this map, so a job cannot be sent with the wrong data or without a handler.
export interface JobPayloads {
  'send-email': MailMessage;
  'auth-cleanup': Record<string, never>;
  /** runs the after-commit consumers over pending outbox rows (lib/events/outbox.ts) */
  'outbox-drain': { prune?: boolean };
  /**
   * renders one notification's e-mail and queues it on 'send-email' with the same priority (the school's
   * fair share, lib/server/mail/queue.ts)
   */
  'notification-email': { notificationId: string; tenantId?: string; priority?: number };
  /** sends the study reminders whose slot is due */
  'study-reminders': Record<string, never>;
  /** records the access grants whose end has passed (lib/access/expiry.ts) */
  'access-expiry': Record<string, never>;
  /** applies one stored sales-platform webhook delivery (lib/integrations/process.ts) */
  'webhook-delivery': { deliveryId: string; force?: boolean };
  /** works one members CSV import to its end (lib/members/import.ts) */
  'members-import': { importId: string; tenantId: string; locale?: string };
  /** HLS renditions, poster and duration of one uploaded lesson video (lib/video/process.ts) */
  'video-process': { tenantId: string; assetId: string };
  /** aborts multipart video uploads abandoned for a day */
  'video-cleanup': Record<string, never>;
  /** removes objects of deleted files after their grace period, and uploads never finalised (ADR 0308) */
  'storage-cleanup': Record<string, never>;
  /** recomputes the Painel's rollups of the recent days of every school (lib/insights/rebuild.ts) */
  'insights-nightly': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export type JobHandlers = { [K in JobName]: (data: JobPayloads[K]) => Promise<void> };

export const jobHandlers: JobHandlers = {
  'send-email': (data) => sendMail(data),
  'auth-cleanup': async () => log('info', 'auth cleanup', await cleanupAuth()),
  'outbox-drain': async (data) => {
    await drainOutbox();
    if (data?.prune) await pruneOutbox();
  },
  'notification-email': (data) => notificationEmailJob(data),
  'study-reminders': async () => {
    const sent = await sendDueReminders();
    if (sent) log('info', 'study reminders sent', { sent });
  },
  'access-expiry': async () => {
    const ended = await expireDueGrants();
    if (ended) log('info', 'access grants expired', { ended });
  },
  'webhook-delivery': async (data) => {
    await processDelivery(data.deliveryId, { force: data.force });
  },
  'members-import': (data) => runImport(data),
  'video-process': (data) => processVideo(data),
  'video-cleanup': async () => {
    await cleanupAbandonedVideos();
  },
  'storage-cleanup': async () => {
    await cleanupStorage();
  },
  'insights-nightly': async () => {
    log('info', 'insights refreshed', { schools: await nightlyInsights() });
  },
};

/** Recurring jobs (cron, UTC) that the worker schedules when it starts. */
export const JOB_SCHEDULES: { name: JobName; cron: string }[] = [
  { name: 'auth-cleanup', cron: '17 * * * *' },
  // the safety net behind the NOTIFY-driven drains (a missed NOTIFY, a restart, a retried row)
  { name: 'outbox-drain', cron: '* * * * *' },
  { name: 'study-reminders', cron: '* * * * *' },
  { name: 'access-expiry', cron: '*/5 * * * *' },
  { name: 'video-cleanup', cron: '41 * * * *' },
  { name: 'storage-cleanup', cron: '23 * * * *' },
  // 03:30 UTC = 00:30 in Brazil: the day that just ended is complete (docs/adr/0530)
  { name: 'insights-nightly', cron: '30 3 * * *' },
];

export const JOB_NAMES = Object.keys(jobHandlers) as JobName[];

/** Runs one job's handler directly (what the worker does for each job it fetches). */
export function runJob<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void> {
  return (jobHandlers[name] as (d: JobPayloads[K]) => Promise<void>)(data);
}
