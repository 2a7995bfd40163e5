import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/config';
import { PASSWORD_DIGIT, PASSWORD_LETTER, PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

// Request schemas of the sign-in endpoints, shared by the login form (zodResolver) and the handlers.
// Messages are i18n keys; the route wrapper and the form translate them.

const Email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.invalidEmail' })
  .pipe(z.email({ error: 'validation.invalidEmail' }));

export const ZLoginBody = z.object({
  email: Email,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'auth.passwordTooLong' }),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;
export type TLoginInput = z.input<typeof ZLoginBody>;

export const ZMagicLinkBody = z.object({
  email: Email,
  /** where to land after the link is followed; only relative paths are honoured */
  redirect: z.string().max(2000).optional().nullable(),
});
export type TMagicLinkBody = z.infer<typeof ZMagicLinkBody>;

/** A new password: the rules the forms show (password-rules.ts). */
export const ZNewPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD_MIN, { error: 'auth.passwordRules' })
  .max(PASSWORD_MAX, { error: 'auth.passwordTooLong' })
  .regex(PASSWORD_LETTER, { error: 'auth.passwordRules' })
  .regex(PASSWORD_DIGIT, { error: 'auth.passwordRules' });

/** POST /api/password-reset: e-mail a reset link (the same answer whether or not the account exists). */
export const ZPasswordResetRequestBody = z.object({ email: Email });
export type TPasswordResetRequestBody = z.infer<typeof ZPasswordResetRequestBody>;

/** POST /api/password-reset/confirm: the e-mailed token and the new password. */
export const ZPasswordResetBody = z.object({
  token: z
    .string({ error: 'auth.resetInvalid' })
    .min(1, { error: 'auth.resetInvalid' })
    .max(200, { error: 'auth.resetInvalid' }),
  password: ZNewPassword,
});
export type TPasswordResetBody = z.infer<typeof ZPasswordResetBody>;

export const ZLoginQuery = z.object({ next: z.string().max(2000).optional() });

export const ZMagicLinkVerifyQuery = z.object({ token: z.string().max(200).optional() });

export const ZLocaleBody = z.object({
  locale: z.enum(LOCALES, { error: 'auth.localeInvalid' }),
});
export type TLocaleBody = z.infer<typeof ZLocaleBody>;

export interface TLoginResult {
  user: { id: string; name: string; email: string; role: string };
  redirect: string;
}

export interface TMe {
  id: string;
  name: string;
  email: string;
  photo_url: string | null;
  locale: string | null;
  roles: { role: { slug: string } }[];
  hasThePlayer: boolean;
  canEdit: boolean;
  tenant: { id: string; name: string };
}
