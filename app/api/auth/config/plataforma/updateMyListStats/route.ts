import { route } from '@/lib/server/route';
import { ZMyListStatsBody } from '@/lib/showcase/schemas';
import { updateShowcaseSettings } from '@/lib/showcase/settings';

// POST /api/auth/config/plataforma/updateMyListStats — turn the "Minha lista" carousel on or off
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZMyListStatsBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    await updateShowcaseSettings(ctx, { mylist_status: body.mylist_status });
    return { message: ctx.t('showcase.statusSaved') };
  },
});
