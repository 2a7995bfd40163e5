import { editContentMedia } from '@/lib/communities/admin/legacy';
import { ZContentMediaBody } from '@/lib/communities/admin/schemas';
import { route } from '@/lib/server/route';

// PUT /api/auth/community/edit-content-media — the content/media switches, saved at once
export const PUT = route({
  auth: 'editor',
  action: 'community.manage',
  body: ZContentMediaBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => {
    await editContentMedia(ctx, body);
    return { message: ctx.t('communities.statusUpdated') };
  },
});
