import * as z from 'zod/mini';

// The sign-in forms' client-side validation in zod/mini (decision 184): /login is the lightest page, and
// classic zod's chained API (about 30 kB gz) cannot be tree-shaken, while these checks cost a few kB. The
// same rules and message keys as ZLoginBody / ZMagicLinkBody in ./schemas.ts, which the handlers validate
// with; lib/auth/login-form-schemas.test.ts runs both on the same inputs so they cannot drift apart.

const Email = z.pipe(
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(254, { error: 'validation.invalidEmail' }),
    ),
  z.email({ error: 'validation.invalidEmail' }),
);

export const ZLoginForm = z.object({
  email: Email,
  password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'auth.passwordTooLong' }),
    ),
});
export type TLoginForm = z.input<typeof ZLoginForm>;

export const ZMagicLinkForm = z.object({ email: Email });
