import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/config';

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
