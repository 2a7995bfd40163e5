import { removeAttachment } from '@/lib/studio/attachments';
import { ZIdParam } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// DELETE /api/auth/studio/attachments/{id} — remove a file from a lesson's 'Materiais'
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  envelope: 'data',
  handler: ({ ctx, params }) => removeAttachment(ctx, params.id),
});
