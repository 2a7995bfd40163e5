import { deleteLive } from '@/lib/lives/service';
import { ZLiveIdParams } from '@/lib/lives/schemas';
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
