import { ZFooterToggleBody } from '@/lib/frame/schemas';
import { setFooterVisible } from '@/lib/frame/settings';
import { route } from '@/lib/server/route';

// POST /api/auth/config/plataforma/updateCustomBasic/footerToogle — show or hide the student footer
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZFooterToggleBody,
  envelope: 'data',
  handler: ({ ctx, body }) => setFooterVisible(ctx, body.footer_visible),
});
