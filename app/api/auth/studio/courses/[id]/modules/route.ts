import { createModule } from '@/lib/studio/modules';
import { ZIdParam, ZModuleCreate } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/studio/courses/{id}/modules — add a module at the end of the course
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZModuleCreate,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createModule(ctx, params.id, body),
});
