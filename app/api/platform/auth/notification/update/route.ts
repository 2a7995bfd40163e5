import { markRead } from '@/lib/notifications/service';
import { ZMarkRead } from '@/lib/notifications/schemas';
import { route } from '@/lib/server/route';

// PATCH /api/platform/auth/notification/update — mark the caller's own notifications read
export const PATCH = route({
  auth: 'user',
  action: 'member.self',
  body: ZMarkRead,
  handler: ({ ctx, body }) => markRead(ctx, body),
});
