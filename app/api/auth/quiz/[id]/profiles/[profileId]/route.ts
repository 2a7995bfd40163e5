import { z } from 'zod';
import { deleteProfile, updateProfile } from '@/lib/quizzes/admin-profiles';
import { ZProfileBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

const ZParams = z.object({ id: z.string().min(1).max(64), profileId: z.string().min(1).max(64) });

// POST /api/auth/quiz/{id}/profiles/{profileId} — rename or describe a profile
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  body: ZProfileBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateProfile(ctx, params.id, params.profileId, body),
});

// DELETE /api/auth/quiz/{id}/profiles/{profileId} — remove a profile no option adds to
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteProfile(ctx, params.id, params.profileId);
    return { message: ctx.t('quizzes.profileDeleted') };
  },
});
