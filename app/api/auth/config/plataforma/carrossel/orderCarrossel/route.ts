import { route } from '@/lib/server/route';
import { orderCarousels } from '@/lib/showcase/carousels';
import { ZOrderCarouselsBody } from '@/lib/showcase/schemas';

// POST /api/auth/config/plataforma/carrossel/orderCarrossel — the showcase order (from 1)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZOrderCarouselsBody,
  envelope: 'firstMessage',
  handler: async ({ ctx, body }) => {
    await orderCarousels(ctx, body.newOrdenation);
    return { message: ctx.t('showcase.orderSaved') };
  },
});
