import { updateMarquee } from '@/lib/lesson/marquee';
import { ZIdParams, ZMarqueeBody } from '@/lib/lesson/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/marquee/update/{id} — change a marquee's text, product, speed or link
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZIdParams,
  body: ZMarqueeBody,
  envelope: 'raw',
  handler: async ({ ctx, params, body }) => ({
    data: await updateMarquee(ctx, params.id, body),
    message: ctx.t('lesson.marquee.updated'),
  }),
});
