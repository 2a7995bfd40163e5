import { unreadTotal } from '@/lib/notifications/service';
import { route } from '@/lib/server/route';

// GET /api/auth/notification/total — whether unread notifications exist, and the badge count
export const GET = route({
  auth: 'user',
  action: 'member.self',
  handler: ({ ctx }) => unreadTotal(ctx),
});
