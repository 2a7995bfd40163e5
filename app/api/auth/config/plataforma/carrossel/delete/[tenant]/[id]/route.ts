import { route } from '@/lib/server/route';
import { deleteCarousel } from '@/lib/showcase/carousels';
import { ZTenantIdParams } from '@/lib/showcase/schemas';

// DELETE /api/auth/config/plataforma/carrossel/delete/{tenant}/{id} — delete a carousel, renumber the rest
export const DELETE = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZTenantIdParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteCarousel(ctx, params.id);
    return { message: ctx.t('showcase.deleted') };
  },
});
