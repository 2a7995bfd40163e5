import { z } from 'zod';
import { getPreferences, savePreferences } from '@/lib/notifications/preferences';
import { ZPreferences } from '@/lib/notifications/schemas';
import { route } from '@/lib/server/route';

const params = z.object({ tenant: z.string() });

// GET /api/auth/v2/notification-preferences/{tenant} — the member's notification preferences
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params,
  handler: ({ ctx }) => getPreferences(ctx),
});

// POST /api/auth/v2/notification-preferences/{tenant} — save them (communities = the ids kept on)
export const POST = route({
  auth: 'user',
  action: 'member.self',
  params,
  body: ZPreferences,
  handler: ({ ctx, body }) => savePreferences(ctx, body),
});
