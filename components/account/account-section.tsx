'use client';

import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { PlainButton } from '@/components/ui/plain-button';
import { AppLink } from '@/components/ui/app-link';
import type { AccountLabels } from './labels';

// 'Minha conta' on 'Meu perfil' (issue 54, ADR 0282): a button that opens the editor, whose forms load
// only then (the profile is a first-load page), and the way to the preferences that already exist.
const loadEditor = () => import('./account-editor');
const AccountEditor = lazy(() => loadEditor().then((m) => ({ default: m.AccountEditor })));

export function AccountSection({ name, labels }: { name: string; labels: AccountLabels }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="account-heading" className="mb-6" data-testid="account-section">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="account-heading" className="sr-only">
          {labels.section}
        </h2>
        <PlainButton
          variant={open ? 'secondary' : 'primary'}
          size="sm"
          aria-expanded={open}
          aria-controls="account-editor"
          onPointerEnter={() => void loadEditor().catch(() => undefined)}
          onFocus={() => void loadEditor().catch(() => undefined)}
          onClick={() => setOpen((v) => !v)}
          data-testid="account-edit"
        >
          {open ? labels.close : labels.edit}
        </PlainButton>
        <AppLink
          href="/notifications"
          className="text-sm underline underline-offset-4"
          data-testid="account-preferences"
        >
          {labels.preferences}
        </AppLink>
        <AppLink
          href="/lembretes"
          className="text-sm underline underline-offset-4"
          data-testid="account-reminders"
        >
          {labels.reminders}
        </AppLink>
      </div>
      <div id="account-editor" hidden={!open} className="mt-4 rounded-lg bg-surface-2 p-4">
        {open ? (
          <Suspense fallback={<div className="h-40" aria-busy="true" />}>
            <AccountEditor name={name} labels={labels} onRenamed={() => router.refresh()} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
