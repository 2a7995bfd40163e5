import { ZTenantParams } from '@/lib/lesson/schemas';
import { getTemplateSettings } from '@/lib/lesson/settings';
import { route } from '@/lib/server/route';

// GET /api/auth/tenants/template_settings/{tenant} — lesson template and comment flag (data is the flag)
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZTenantParams,
  envelope: 'raw',
  handler: ({ ctx }) => getTemplateSettings(ctx),
});
