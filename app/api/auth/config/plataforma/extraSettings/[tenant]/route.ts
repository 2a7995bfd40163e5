import { z } from 'zod';
import { getFrameSettings } from '@/lib/frame/settings';
import { route } from '@/lib/server/route';

// GET /api/auth/config/plataforma/extraSettings/{tenant} — footer and SEO settings for the panel
export const GET = route({
  auth: 'editor',
  action: 'settings.edit',
  params: z.object({ tenant: z.string().min(1).max(64) }),
  tenantParam: 'tenant',
  envelope: 'data',
  handler: ({ ctx }) => getFrameSettings(ctx),
});
