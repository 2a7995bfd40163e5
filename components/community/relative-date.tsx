'use client';

import { useLocale, useTranslations } from '@/components/i18n/lite-intl';
import { formatRelative } from '@/lib/dates/relative';
import type { Locale } from '@/lib/i18n/config';
import { intlFormats } from '@/lib/i18n/intl-formats';

// `Date.prototype.toLocaleString`'s fields, from a reused format: toLocaleString builds a new one per call
const FULL = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

/** "há 5 minutos", "05 nov" (SPEC 9), with the full date on hover. */
export function RelativeDate({ iso }: { iso: string }) {
  const t = useTranslations('dates');
  const locale = useLocale() as Locale;
  return (
    <time
      dateTime={iso}
      title={intlFormats.getDateTimeFormat(locale, FULL).format(new Date(iso))}
      suppressHydrationWarning
    >
      {formatRelative(iso, (k, v) => t(k, v), locale)}
    </time>
  );
}
