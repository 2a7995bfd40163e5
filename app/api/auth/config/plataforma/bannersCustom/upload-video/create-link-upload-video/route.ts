import { ZVideoLinkBody } from '@/lib/banners/schemas';
import { createVideoLink } from '@/lib/banners/video';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video — presigned PUT for a banner video
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZVideoLinkBody,
  status: 201,
  handler: ({ ctx, body }) => createVideoLink(ctx, body),
});
