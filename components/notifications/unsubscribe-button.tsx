'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-classes';
import { apiFetch } from '@/lib/client/fetcher';

export interface UnsubscribeLabels {
  confirm: string;
  done: string;
  error: string;
}

/**
 * Confirms the one-click unsubscribe of the e-mail's signed link. The labels come translated from the
 * server page: the (auth) tree ships no messages to the client (decisions 180, 245), and a native
 * button with the button's classes keeps tailwind-merge off the page.
 */
export function UnsubscribeButton({ token, labels }: { token: string; labels: UnsubscribeLabels }) {
  const t = (key: keyof UnsubscribeLabels) => labels[key];
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  if (state === 'done') return <p data-testid="unsubscribe-done">{t('done')}</p>;
  return (
    <>
      <button
        type="button"
        className={buttonClass()}
        data-testid="unsubscribe-confirm"
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          apiFetch(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })
            .then(() => setState('done'))
            .catch(() => setState('error'));
        }}
      >
        {t('confirm')}
      </button>
      {state === 'error' && (
        <p role="alert" className="text-sm text-red-400">
          {t('error')}
        </p>
      )}
    </>
  );
}
