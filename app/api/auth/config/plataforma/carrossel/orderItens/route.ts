import { route } from '@/lib/server/route';
import { orderItems } from '@/lib/showcase/carousels';
import { ZOrderItemsBody } from '@/lib/showcase/schemas';

// POST /api/auth/config/plataforma/carrossel/orderItens — reorder a carousel's items (from 1)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZOrderItemsBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    await orderItems(ctx, body.carousel_id, body.order);
    return { message: ctx.t('showcase.itemsOrderSaved') };
  },
});
