import { deleteLive, updateLive } from '@/lib/lives/service';
import { ZLiveBody, ZLiveIdParams } from '@/lib/lives/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/lives/{id} — delete a live
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZLiveIdParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => ({
    data: await deleteLive(ctx, params.id),
    message: ctx.t('lives.deleted'),
  }),
});

// PATCH /api/auth/lives/{id} — change a live not yet ended (the whole schedule form)
export const PATCH = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZLiveIdParams,
  body: ZLiveBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => ({
    data: await updateLive(ctx, params.id, body),
    message: ctx.t('lives.updated'),
  }),
});
