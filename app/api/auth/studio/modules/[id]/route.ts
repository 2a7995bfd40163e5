import { deleteModule, updateModule } from '@/lib/studio/modules';
import { ZDeleteBody, ZIdParam, ZModuleUpdate } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// PATCH /api/auth/studio/modules/{id} — edit a module (title, description, cover, published)
export const PATCH = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZModuleUpdate,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateModule(ctx, params.id, body),
});

// DELETE /api/auth/studio/modules/{id} — delete a module; { confirm: 'EXCLUIR' } when members have progress
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZDeleteBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => deleteModule(ctx, params.id, body),
});
