import { route } from '@/lib/server/route';
import { ZShowAllContentBody } from '@/lib/showcase/schemas';
import { updateShowcaseSettings } from '@/lib/showcase/settings';

// POST /api/auth/config/plataforma/show-all-content — show blocked (not purchased) content locked, or hide it
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZShowAllContentBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    await updateShowcaseSettings(ctx, { show_blocked_content: body.show_all_content });
    return { message: ctx.t('showcase.statusSaved') };
  },
});
