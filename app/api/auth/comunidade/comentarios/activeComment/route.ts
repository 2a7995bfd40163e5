import { ZActiveCommentBody } from '@/lib/lesson/schemas';
import { setComments } from '@/lib/lesson/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/comunidade/comentarios/activeComment — turn lesson comments on (1) or off (0)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZActiveCommentBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await setComments(ctx, body.comment),
    message: ctx.t('lesson.general.commentsSaved'),
  }),
});
