import { createLive, listLives } from '@/lib/lives/service';
import { ZLiveBody } from '@/lib/lives/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/lives — the tenant's lives, latest start first (editors)
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  envelope: 'data',
  handler: ({ ctx }) => listLives(ctx),
});

// POST /api/auth/lives — schedule a live (title, start, duration, embed URL, products)
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  body: ZLiveBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({ data: await createLive(ctx, body), message: ctx.t('lives.created') }),
});
