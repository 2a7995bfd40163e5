'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-classes';
import { apiFetch } from '@/lib/client/fetcher';
import { FormAlert, TextField } from './fields';
import { field, useServerForm } from './login-panel';

// 'Esqueci minha senha' (ADR 0281): the request form of /recuperar-senha and the new-password form of
// /redefinir-senha. Their texts come translated from the server page as props (decision 245).

export interface ForgotLabels {
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  sending: string;
  back: string;
  genericError: string;
}

const LINK = 'underline underline-offset-4 opacity-90 hover:opacity-100';

export function ForgotPasswordForm({ labels }: { labels: ForgotLabels }) {
  const form = useServerForm(labels.genericError);
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = form.submit(async (el) => {
    const res = await apiFetch<{ message: string }>(
      '/api/password-reset',
      { method: 'POST', body: { email: field(el, 'email') } },
      labels.genericError,
    );
    setSent(res.message);
  });
  const back = (
    <p className="mt-5 text-center text-sm">
      <a href="/login" className={LINK} data-testid="forgot-back">
        {labels.back}
      </a>
    </p>
  );
  if (sent)
    return (
      <div>
        <p
          role="status"
          className="rounded-md border border-white/20 bg-white/10 p-4 text-sm"
          data-testid="forgot-sent"
        >
          {sent}
        </p>
        {back}
      </div>
    );
  return (
    <div>
      <form onSubmit={onSubmit} noValidate aria-label={labels.submit} className="space-y-4">
        <p className="text-sm opacity-85">{labels.intro}</p>
        {form.alert ? <FormAlert testId="forgot-error">{form.alert}</FormAlert> : null}
        <TextField
          id="forgot-email"
          name="email"
          label={labels.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={labels.emailPlaceholder}
          error={form.errors.email}
          onChange={() => form.clearField('email')}
          testId="forgot-email"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'w-full')}
          disabled={form.submitting}
          data-testid="forgot-submit"
        >
          {form.submitting ? labels.sending : labels.submit}
        </button>
      </form>
      {back}
    </div>
  );
}

export interface ResetLabels {
  passwordLabel: string;
  confirmLabel: string;
  rules: string;
  mismatch: string;
  submit: string;
  saving: string;
  requestNew: string;
  genericError: string;
}

export function ResetPasswordForm({ token, labels }: { token: string; labels: ResetLabels }) {
  const form = useServerForm(labels.genericError);
  const [mismatch, setMismatch] = useState(false);
  const onSubmit = form.submit(async (el) => {
    const password = field(el, 'password');
    if (password !== field(el, 'confirm')) {
      setMismatch(true);
      return;
    }
    const res = await apiFetch<{ data: { redirect: string } }>(
      '/api/password-reset/confirm',
      { method: 'POST', body: { token, password } },
      labels.genericError,
    );
    window.location.assign(res.data.redirect);
  });
  return (
    <div>
      <form onSubmit={onSubmit} noValidate aria-label={labels.submit} className="space-y-4">
        {form.alert ? <FormAlert testId="reset-error">{form.alert}</FormAlert> : null}
        <div>
          <TextField
            id="reset-password"
            name="password"
            label={labels.passwordLabel}
            type="password"
            autoComplete="new-password"
            {...(form.errors.password ? {} : { 'aria-describedby': 'reset-rules' })}
            error={form.errors.password}
            onChange={() => form.clearField('password')}
            testId="reset-password"
          />
          <p id="reset-rules" className="mt-1.5 text-xs opacity-80" data-testid="reset-rules">
            {labels.rules}
          </p>
        </div>
        <TextField
          id="reset-confirm"
          name="confirm"
          label={labels.confirmLabel}
          type="password"
          autoComplete="new-password"
          error={mismatch ? labels.mismatch : undefined}
          onChange={() => setMismatch(false)}
          testId="reset-confirm"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'w-full')}
          disabled={form.submitting}
          data-testid="reset-submit"
        >
          {form.submitting ? labels.saving : labels.submit}
        </button>
      </form>
      <p className="mt-5 text-center text-sm">
        <a href="/recuperar-senha" className={LINK}>
          {labels.requestNew}
        </a>
      </p>
    </div>
  );
}
