'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/client/cn';
import { CUSTOM_HTML_HOSTS_MAX } from '@/lib/custom-html/schemas';

// The block's network allow-list (ADR 0242): the hosts its document may load scripts from, call and
// post forms to, one per line. Empty, the block reaches no other host; images, videos and frames from
// https need no entry.
export function AllowedHostsField({
  id,
  registration,
  error,
  className,
}: {
  id: string;
  registration: UseFormRegisterReturn<'allowed_hosts'>;
  error?: string;
  className: string;
}) {
  const t = useTranslations('customHtml');
  const hint = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('allowedHosts')}
      </label>
      <textarea
        id={id}
        rows={2}
        spellCheck={false}
        autoCapitalize="none"
        placeholder="api.exemplo.com"
        aria-describedby={hint}
        aria-invalid={error ? true : undefined}
        data-testid="custom-html-allowed-hosts"
        className={cn(className, 'font-mono', error ? 'border-red-400' : 'border-white/20')}
        {...registration}
      />
      <p id={hint} className="mt-1 text-xs opacity-70">
        {t('allowedHostsHint', { max: CUSTOM_HTML_HOSTS_MAX })}
      </p>
      {error && (
        <p className="mt-1 text-sm text-red-300" data-testid="custom-html-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
