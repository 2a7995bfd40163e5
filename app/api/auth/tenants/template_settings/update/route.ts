import { ZTemplateBody } from '@/lib/lesson/schemas';
import { setTemplate } from '@/lib/lesson/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/tenants/template_settings/update — change the lesson template (1, 2 or 3)
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZTemplateBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await setTemplate(ctx, body.theme_classes),
    message: ctx.t('lesson.general.templateSaved'),
  }),
});
