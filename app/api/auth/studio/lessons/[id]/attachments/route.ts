import { addAttachment } from '@/lib/studio/attachments';
import { ZAttachmentCreate, ZIdParam } from '@/lib/studio/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/studio/lessons/{id}/attachments — attach an uploaded file to the lesson's 'Materiais'
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZIdParam,
  body: ZAttachmentCreate,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => addAttachment(ctx, params.id, body),
});
