import { ZModuleIndicatorBody } from '@/lib/appearance/schemas';
import { setPageIndicator } from '@/lib/appearance/service';
import { route } from '@/lib/server/route';

// POST /api/platform/auth/template-settings/toggle-module-page-indicator — show or hide the module page indicator
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZModuleIndicatorBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    message: ctx.t('appearance.moduleIndicatorUpdated'),
    data: await setPageIndicator(ctx, 'module', body.module_page_indicator),
  }),
});
