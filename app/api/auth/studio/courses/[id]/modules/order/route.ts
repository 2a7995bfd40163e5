import { reorderModules } from '@/lib/studio/modules';
import { ZIdParam, ZReorder } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/studio/courses/{id}/modules/order — the course's live modules in a new order ({ ids })
export const PUT = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZReorder,
  envelope: 'data',
  handler: ({ ctx, params, body }) => reorderModules(ctx, params.id, body),
});
