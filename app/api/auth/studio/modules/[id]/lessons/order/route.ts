import { reorderLessons } from '@/lib/studio/lessons';
import { ZIdParam, ZReorder } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/studio/modules/{id}/lessons/order — the module's live lessons in a new order ({ ids })
export const PUT = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZReorder,
  envelope: 'data',
  handler: ({ ctx, params, body }) => reorderLessons(ctx, params.id, body),
});
