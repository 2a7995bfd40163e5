import 'server-only';
import { cleanupAuth } from '@/lib/auth/cleanup';
import { log } from '../log';
import { sendMail, type MailMessage } from '../mail';

// Every background job: its name, its payload and the function that works it. `enqueue` and the
// worker are typed from this map, so a job cannot be sent with the wrong data or without a handler.
export interface JobPayloads {
  'send-email': MailMessage;
  'auth-cleanup': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export type JobHandlers = { [K in JobName]: (data: JobPayloads[K]) => Promise<void> };

export const jobHandlers: JobHandlers = {
  'send-email': (data) => sendMail(data),
  'auth-cleanup': async () => log('info', 'auth cleanup', await cleanupAuth()),
};

/** Recurring jobs (cron, UTC) that the worker schedules when it starts. */
export const JOB_SCHEDULES: { name: JobName; cron: string }[] = [
  { name: 'auth-cleanup', cron: '17 * * * *' },
];

export const JOB_NAMES = Object.keys(jobHandlers) as JobName[];

/** Runs one job's handler directly (what the worker does for each job it fetches). */
export function runJob<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void> {
  return (jobHandlers[name] as (d: JobPayloads[K]) => Promise<void>)(data);
}
