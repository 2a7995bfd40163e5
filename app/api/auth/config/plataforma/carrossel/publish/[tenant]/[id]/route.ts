import { route } from '@/lib/server/route';
import { togglePublish } from '@/lib/showcase/carousels';
import { ZTenantIdParams } from '@/lib/showcase/schemas';

// GET /api/auth/config/plataforma/carrossel/publish/{tenant}/{id} — toggle a carousel's publication (a state-changing GET: same-origin fetches only)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  unsafeGet: true,
  params: ZTenantIdParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    const { published } = await togglePublish(ctx, params.id);
    return { message: ctx.t(published ? 'showcase.publishedToast' : 'showcase.unpublishedToast'), published };
  },
});
