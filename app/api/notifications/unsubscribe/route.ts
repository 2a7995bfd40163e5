import { z } from 'zod';
import { ZUnsubscribeBody } from '@/lib/notifications/schemas';
import { unsubscribeFromToken } from '@/lib/notifications/unsubscribe-service';
import { route } from '@/lib/server/route';

// POST /api/notifications/unsubscribe?token= — one-click unsubscribe of one type's e-mails (RFC 8058)
export const POST = route({
  auth: 'public',
  action: 'public',
  query: z.object({ token: z.string().min(10).max(500) }),
  // the mail provider's `List-Unsubscribe=One-Click` form, or nothing (the page's button)
  body: ZUnsubscribeBody,
  accepts: ['urlencoded', 'multipart'],
  handler: ({ ctx, query }) => unsubscribeFromToken(ctx, query.token),
});
