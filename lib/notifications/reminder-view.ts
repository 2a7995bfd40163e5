import type { TReminder } from './schemas';

// The study reminder's rules that the /lembretes form checks before sending, without zod (the form is
// in the page's first load, decision 448); schemas.ts builds ZReminder, the server's check, from them.

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const REMINDER_CHANNELS = ['platform', 'email'] as const;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** HH:MM, 00:00 to 23:59 */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** GET/POST /api/auth/study-reminder answer: the reminder and its next slot (UTC), if enabled. */
export interface TReminderView extends TReminder {
  next_at: string | null;
}
