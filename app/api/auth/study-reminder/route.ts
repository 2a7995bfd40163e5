import { getReminder, saveReminder } from '@/lib/notifications/reminders';
import { ZReminder } from '@/lib/notifications/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/study-reminder — the member's study reminder (or the defaults)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  handler: ({ ctx }) => getReminder(ctx),
});

// POST /api/auth/study-reminder — save weekdays, time, time zone and channel
export const POST = route({
  auth: 'user',
  action: 'member.self',
  body: ZReminder,
  handler: ({ ctx, body }) => saveReminder(ctx, body),
});
