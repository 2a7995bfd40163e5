'use client';

import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, Mail } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-classes';
import type { TLoginResult } from '@/lib/auth/schemas';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { FormAlert, TextField } from './fields';
import type { LoginLabels } from './labels';

interface Props {
  magicLinkEnabled: boolean;
  /** a safe relative path to return to after signing in */
  next: string | null;
  /** shown above the form on arrival (e.g. an invalid magic link) */
  initialError: string | null;
  /** translated by the server component that renders the panel (decision 245) */
  labels: LoginLabels;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** The value of a named input of the submitted form, as typed (the handler trims and checks it). */
export const field = (form: HTMLFormElement, name: string) => {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
};

/**
 * A sign-in form's state without a form library (decision 245): no client schema (decision 184), the
 * handler's 400 says per field what is wrong, shown under that field (not again in the alert), and a
 * field's message goes away as soon as it is edited or the form is sent again.
 */
export function useServerForm(genericError: string, initialError: string | null = null) {
  const [alert, setAlert] = useState<string | null>(initialError);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const clearField = (name: keyof FieldErrors) =>
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  const submit =
    (work: (form: HTMLFormElement) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (submitting) return;
      setAlert(null);
      setErrors({});
      setSubmitting(true);
      try {
        await work(e.currentTarget);
      } catch (err) {
        const fields: FieldErrors = {};
        if (isApiError(err) && err.fields)
          for (const [name, message] of Object.entries(err.fields))
            if (name === 'email' || name === 'password') fields[name] = message;
        // a refused field is said under it, not again above the form
        if (Object.keys(fields).length) setErrors(fields);
        else setAlert(isApiError(err) && err.status > 0 ? err.message : genericError);
      } finally {
        setSubmitting(false);
      }
    };
  return { alert, errors, submitting, clearField, submit };
}

/** E-mail + password sign-in, and the magic-link alternative when the tenant enables it. */
export function LoginPanel({ magicLinkEnabled, next, initialError, labels }: Props) {
  const [mode, setMode] = useState<'password' | 'magic'>('password');
  return (
    <div>
      {mode === 'password' || !magicLinkEnabled ? (
        <PasswordForm next={next} initialError={initialError} labels={labels} />
      ) : (
        <MagicLinkForm next={next} labels={labels} />
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
            {mode === 'password' ? labels.magicLinkToggle : labels.passwordToggle}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function PasswordForm({
  next,
  initialError,
  labels,
}: {
  next: string | null;
  initialError: string | null;
  labels: LoginLabels;
}) {
  const form = useServerForm(labels.genericError, initialError);
  const [showPassword, setShowPassword] = useState(false);
  const onSubmit = form.submit(async (el) => {
    const path = next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login';
    const res = await apiFetch<{ data: TLoginResult }>(
      path,
      { method: 'POST', body: { email: field(el, 'email'), password: field(el, 'password') } },
      labels.genericError,
    );
    window.location.assign(res.data.redirect);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={labels.formLabel} className="space-y-4">
      {form.alert ? <FormAlert testId="login-error">{form.alert}</FormAlert> : null}
      <TextField
        id="login-email"
        name="email"
        label={labels.emailLabel}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={labels.emailPlaceholder}
        error={form.errors.email}
        onChange={() => form.clearField('email')}
        testId="login-email"
      />
      <TextField
        id="login-password"
        name="password"
        label={labels.passwordLabel}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={labels.passwordPlaceholder}
        error={form.errors.password}
        onChange={() => form.clearField('password')}
        testId="login-password"
        trailing={
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            className="flex h-full w-10 items-center justify-center opacity-70 hover:opacity-100"
            aria-label={showPassword ? labels.hidePassword : labels.showPassword}
            aria-pressed={showPassword}
          >
            {showPassword ? (
              <EyeOff aria-hidden className="h-4 w-4" />
            ) : (
              <Eye aria-hidden className="h-4 w-4" />
            )}
          </button>
        }
      />
      <p className="-mt-1 text-right text-sm">
        <a
          href="/recuperar-senha"
          className="underline underline-offset-4 opacity-90 hover:opacity-100"
          data-testid="forgot-password-link"
        >
          {labels.forgotPassword}
        </a>
      </p>
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={form.submitting}
        data-testid="login-submit"
      >
        {form.submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}

function MagicLinkForm({ next, labels }: { next: string | null; labels: LoginLabels }) {
  const form = useServerForm(labels.genericError);
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = form.submit(async (el) => {
    const res = await apiFetch<{ message: string }>(
      '/api/magic-link',
      { method: 'POST', body: { email: field(el, 'email'), redirect: next ?? undefined } },
      labels.genericError,
    );
    setSent(res.message);
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

  return (
    <form onSubmit={onSubmit} noValidate aria-label={labels.magicLinkToggle} className="space-y-4">
      <p className="text-sm opacity-85">{labels.magicLinkIntro}</p>
      {form.alert ? <FormAlert testId="login-error">{form.alert}</FormAlert> : null}
      <TextField
        id="magic-link-email"
        name="email"
        label={labels.emailLabel}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={labels.emailPlaceholder}
        error={form.errors.email}
        onChange={() => form.clearField('email')}
        testId="magic-link-email"
      />
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={form.submitting}
        data-testid="magic-link-submit"
      >
        {form.submitting ? labels.magicLinkSending : labels.magicLinkSubmit}
      </button>
    </form>
  );
}
