'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Eye, EyeOff, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TLoginInput, TLoginResult } from '@/lib/auth/schemas';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { FormAlert, TextField } from './fields';

interface Props {
  magicLinkEnabled: boolean;
  /** a safe relative path to return to after signing in */
  next: string | null;
  /** shown above the form on arrival (e.g. an invalid magic link) */
  initialError: string | null;
}

/** E-mail + password sign-in, and the magic-link alternative when the tenant enables it. */
export function LoginPanel({ magicLinkEnabled, next, initialError }: Props) {
  const t = useTranslations();
  const [mode, setMode] = useState<'password' | 'magic'>('password');
  return (
    <div>
      {mode === 'password' || !magicLinkEnabled ? (
        <PasswordForm next={next} initialError={initialError} />
      ) : (
        <MagicLinkForm next={next} />
      )}
      {magicLinkEnabled ? (
        <div className="mt-5 text-center">
          <button
            type="button"
            onClick={() => setMode(mode === 'password' ? 'magic' : 'password')}
            className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4 opacity-90 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
            data-testid="magic-link-toggle"
            aria-pressed={mode === 'magic'}
          >
            <Mail aria-hidden className="h-4 w-4" />
            {mode === 'password' ? t('auth.page.magicLinkToggle') : t('auth.page.passwordToggle')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function PasswordForm({ next, initialError }: { next: string | null; initialError: string | null }) {
  const t = useTranslations();
  const [serverError, setServerError] = useState<string | null>(initialError);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    // No client-side schema (decision 184): /login ships no zod. The handler validates with ZLoginBody and
    // answers 400 with a translated message per field, shown under the fields like a resolver's.
  } = useForm<TLoginInput>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const path = next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login';
    try {
      const res = await apiFetch<{ data: TLoginResult }>(
        path,
        { method: 'POST', body: values },
        t('auth.genericError'),
      );
      window.location.assign(res.data.redirect);
    } catch (err) {
      if (isApiError(err) && err.fields) {
        let shown = false;
        for (const [field, message] of Object.entries(err.fields))
          if (field === 'email' || field === 'password') {
            setError(field, { type: 'server', message });
            shown = true;
          }
        // a refused field is said under it, not again above the form
        if (shown) return;
      }
      setServerError(isApiError(err) && err.status > 0 ? err.message : t('auth.genericError'));
    }
  });

  // Schema messages are i18n keys; the server's arrive already translated.
  const fieldError = (e: { type?: string; message?: string } | undefined) =>
    e?.message ? (e.type === 'server' ? e.message : t(e.message)) : undefined;

  return (
    <form
      // cleared on every attempt, also one the form itself refuses (fields emptied): no stale error
      onSubmit={(e) => (setServerError(null), onSubmit(e))}
      noValidate
      aria-label={t('auth.page.formLabel')}
      className="space-y-4"
    >
      {serverError ? <FormAlert testId="login-error">{serverError}</FormAlert> : null}
      <TextField
        id="login-email"
        label={t('auth.page.emailLabel')}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('auth.page.emailPlaceholder')}
        error={fieldError(errors.email)}
        testId="login-email"
        {...register('email')}
      />
      <TextField
        id="login-password"
        label={t('auth.page.passwordLabel')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('auth.page.passwordPlaceholder')}
        error={fieldError(errors.password)}
        testId="login-password"
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            className="flex h-full w-10 items-center justify-center opacity-70 hover:opacity-100"
            aria-label={showPassword ? t('auth.page.hidePassword') : t('auth.page.showPassword')}
            aria-pressed={showPassword}
          >
            {showPassword ? (
              <EyeOff aria-hidden className="h-4 w-4" />
            ) : (
              <Eye aria-hidden className="h-4 w-4" />
            )}
          </button>
        }
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} data-testid="login-submit">
        {isSubmitting ? t('auth.page.submitting') : t('auth.page.submit')}
      </Button>
    </form>
  );
}

function MagicLinkForm({ next }: { next: string | null }) {
  const t = useTranslations();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    // validated by the handler (ZMagicLinkBody), as the password form (decision 184)
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      const res = await apiFetch<{ message: string }>(
        '/api/magic-link',
        { method: 'POST', body: { email, redirect: next ?? undefined } },
        t('auth.genericError'),
      );
      setSent(res.message);
    } catch (err) {
      const fieldMessage = isApiError(err) ? err.fields?.email : undefined;
      if (fieldMessage) return setError('email', { type: 'server', message: fieldMessage });
      setServerError(isApiError(err) && err.status > 0 ? err.message : t('auth.genericError'));
    }
  });

  if (sent)
    return (
      <p
        role="status"
        className="rounded-md border border-white/20 bg-white/10 p-4 text-sm"
        data-testid="magic-link-sent"
      >
        {sent}
      </p>
    );

  // the handler's messages arrive translated
  const emailError = errors.email?.message;
  return (
    <form
      onSubmit={(e) => (setServerError(null), onSubmit(e))}
      noValidate
      aria-label={t('auth.page.magicLinkToggle')}
      className="space-y-4"
    >
      <p className="text-sm opacity-85">{t('auth.page.magicLinkIntro')}</p>
      {serverError ? <FormAlert testId="login-error">{serverError}</FormAlert> : null}
      <TextField
        id="magic-link-email"
        label={t('auth.page.emailLabel')}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('auth.page.emailPlaceholder')}
        error={emailError}
        testId="magic-link-email"
        {...register('email')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting}
        data-testid="magic-link-submit"
      >
        {isSubmitting ? t('auth.page.magicLinkSending') : t('auth.page.magicLinkSubmit')}
      </Button>
    </form>
  );
}
