'use client';

import { useState, type FormEvent } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import { TextField } from '@/components/auth/fields';
import type { AccountLabels } from './labels';

// 'Minha conta' on 'Meu perfil' (issue 54, ADR 0282), loaded when the member opens it: the name, the
// password (the current one asked) and the e-mail (a link to the new address). Plain forms without zod
// (decision 231): the handlers check the input and answer translated messages per field.

const value = (form: HTMLFormElement, name: string) => {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
};

/** One form's sending state: the handler's per-field messages, or a toast with its message. */
function useSend(labels: AccountLabels) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send =
    (work: (form: HTMLFormElement) => Promise<string | undefined>) =>
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (busy) return;
      const form = e.currentTarget;
      setErrors({});
      setBusy(true);
      try {
        const message = await work(form);
        if (message) toast.success(message);
      } catch (err) {
        if (isApiError(err) && err.fields && Object.keys(err.fields).length) setErrors(err.fields);
        else toast.error(isApiError(err) && err.status > 0 && err.message ? err.message : labels.error);
      } finally {
        setBusy(false);
      }
    };
  return { errors, busy, send };
}

export function AccountEditor({
  name,
  labels,
  onRenamed,
}: {
  name: string;
  labels: AccountLabels;
  onRenamed: (name: string) => void;
}) {
  const nameForm = useSend(labels);
  const passwordForm = useSend(labels);
  const emailForm = useSend(labels);
  const [emailSent, setEmailSent] = useState<string | null>(null);

  const saveName = nameForm.send(async (form) => {
    const res = await apiFetch<{ data: { name: string }; message: string }>('/api/account/profile', {
      method: 'PATCH',
      body: { name: value(form, 'name') },
    });
    onRenamed(res.data.name);
    return res.message;
  });
  const savePassword = passwordForm.send(async (form) => {
    const res = await apiFetch<{ message: string }>('/api/account/password', {
      method: 'POST',
      body: { current_password: value(form, 'current_password'), password: value(form, 'password') },
    });
    form.reset();
    return res.message;
  });
  const sendEmail = emailForm.send(async (form) => {
    const res = await apiFetch<{ message: string }>('/api/account/email', {
      method: 'POST',
      body: { email: value(form, 'email'), current_password: value(form, 'current_password') },
    });
    setEmailSent(res.message);
    return undefined;
  });

  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="account-editor">
      <form onSubmit={saveName} noValidate className="space-y-3" aria-label={labels.nameLabel}>
        <TextField
          id="account-name"
          label={labels.nameLabel}
          error={nameForm.errors.name}
          name="name"
          defaultValue={name}
          autoComplete="name"
          maxLength={120}
          testId="account-name"
        />
        <PlainButton type="submit" disabled={nameForm.busy} data-testid="account-name-save">
          {nameForm.busy ? labels.saving : labels.saveName}
        </PlainButton>
      </form>

      <form onSubmit={savePassword} noValidate className="space-y-3" aria-label={labels.passwordTitle}>
        <h3 className="font-semibold">{labels.passwordTitle}</h3>
        <TextField
          id="account-current-password"
          label={labels.currentPassword}
          error={passwordForm.errors.current_password}
          name="current_password"
          type="password"
          autoComplete="current-password"
          testId="account-current-password"
        />
        <TextField
          id="account-new-password"
          label={labels.newPassword}
          error={passwordForm.errors.password}
          hint={labels.rules}
          name="password"
          type="password"
          autoComplete="new-password"
          testId="account-new-password"
        />
        <PlainButton type="submit" disabled={passwordForm.busy} data-testid="account-password-save">
          {passwordForm.busy ? labels.saving : labels.savePassword}
        </PlainButton>
      </form>

      <form onSubmit={sendEmail} noValidate className="space-y-3" aria-label={labels.emailTitle}>
        <h3 className="font-semibold">{labels.emailTitle}</h3>
        <TextField
          id="account-email"
          label={labels.newEmail}
          error={emailForm.errors.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          testId="account-email"
        />
        <TextField
          id="account-email-current-password"
          label={labels.currentPassword}
          error={emailForm.errors.current_password}
          name="current_password"
          type="password"
          autoComplete="current-password"
          testId="account-email-current-password"
        />
        {emailSent ? (
          <p role="status" className="text-sm" data-testid="account-email-sent">
            {emailSent}
          </p>
        ) : null}
        <PlainButton type="submit" disabled={emailForm.busy} data-testid="account-email-save">
          {emailForm.busy ? labels.saving : labels.sendEmail}
        </PlainButton>
      </form>
    </div>
  );
}
