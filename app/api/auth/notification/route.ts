import { listNotifications } from '@/lib/notifications/service';
import { ZNotificationListQuery } from '@/lib/notifications/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/notification?page={n}&paginate=10 — the member's notifications, newest first
export const GET = route({
  auth: 'user',
  action: 'member.self',
  query: ZNotificationListQuery,
  handler: ({ ctx, query }) => listNotifications(ctx, query),
});
