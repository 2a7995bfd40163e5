import { createMarquee } from '@/lib/lesson/marquee';
import { ZMarqueeBody } from '@/lib/lesson/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/marquee/create — create the marquee of a product (one per product)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZMarqueeBody,
  envelope: 'raw',
  status: 201,
  handler: async ({ ctx, body }) => ({
    data: await createMarquee(ctx, body),
    message: ctx.t('lesson.marquee.created'),
  }),
});
