import { z } from 'zod';
import { ZNewPassword } from './schemas';

// The member's own account on 'Meu perfil' (issue 54, ADR 0282): name, password and e-mail. Messages
// are i18n keys; the route wrapper translates them.

export const NAME_MAX = 120;

/** PATCH /api/account/profile */
export const ZAccountNameBody = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(NAME_MAX, { error: 'auth.account.nameTooLong' }),
});
export type TAccountNameBody = z.infer<typeof ZAccountNameBody>;

/** POST /api/account/password: the current password (when the member has one) and the new one. */
export const ZAccountPasswordBody = z.object({
  current_password: z.string().max(200, { error: 'auth.passwordTooLong' }).optional().default(''),
  password: ZNewPassword,
});
export type TAccountPasswordBody = z.infer<typeof ZAccountPasswordBody>;

/**
 * POST /api/account/email: the new address, confirmed by a link sent to it, and the current password
 * (when the member has one): a session alone must not be enough to move the account to another address.
 */
export const ZAccountEmailBody = z.object({
  current_password: z.string().max(200, { error: 'auth.passwordTooLong' }).optional().default(''),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.invalidEmail' })
    .pipe(z.email({ error: 'validation.invalidEmail' })),
});
export type TAccountEmailBody = z.infer<typeof ZAccountEmailBody>;

export const ZAccountEmailConfirmQuery = z.object({ token: z.string().max(200).optional() });

/** PUT /api/account/photo: the key of a finished 'avatar' upload of the member's own (ADR 0285). */
export const ZAccountPhotoBody = z.object({
  key: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(300),
});
export type TAccountPhotoBody = z.infer<typeof ZAccountPhotoBody>;
