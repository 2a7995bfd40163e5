import { removeAccountPhoto, setAccountPhoto } from '@/lib/auth/account';
import { ZAccountPhotoBody } from '@/lib/auth/account-schemas';
import { route } from '@/lib/server/route';

// PUT /api/account/photo — the member's own photo (a finished 'avatar' upload)
export const PUT = route({
  auth: 'user',
  action: 'member.self',
  body: ZAccountPhotoBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    data: await setAccountPhoto(ctx, body),
    message: ctx.t('auth.account.photoSaved'),
  }),
});

// DELETE /api/account/photo — remove the member's photo (the initials show again)
export const DELETE = route({
  auth: 'user',
  action: 'member.self',
  envelope: 'raw',
  handler: async ({ ctx }) => ({
    data: await removeAccountPhoto(ctx),
    message: ctx.t('auth.account.photoRemoved'),
  }),
});
