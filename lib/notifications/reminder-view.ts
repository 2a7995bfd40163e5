import type { TReminder } from './schemas';

/** GET/POST /api/auth/study-reminder answer: the reminder and its next slot (UTC), if enabled. */
export interface TReminderView extends TReminder {
  next_at: string | null;
}
