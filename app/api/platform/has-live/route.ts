import { hasLive } from '@/lib/lives/service';
import { route } from '@/lib/server/route';

// GET /api/platform/has-live — { show_live_alert, live_id }: a live the member may watch is on now
export const GET = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'raw',
  handler: ({ ctx }) => hasLive(ctx),
});
