'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/client/fetcher';

/** Confirms the one-click unsubscribe of the e-mail's signed link. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('notifications.unsubscribe');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  if (state === 'done') return <p data-testid="unsubscribe-done">{t('done')}</p>;
  return (
    <>
      <Button
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
      </Button>
      {state === 'error' && (
        <p role="alert" className="text-sm text-red-400">
          {t('error')}
        </p>
      )}
    </>
  );
}
