'use client';

import { useLocale, useTranslations } from '@/components/i18n/lite-intl';
import { formatRelative } from '@/lib/dates/relative';
import type { Locale } from '@/lib/i18n/config';

/** "há 5 minutos", "05 nov" (SPEC 9), with the full date on hover. */
export function RelativeDate({ iso }: { iso: string }) {
  const t = useTranslations('dates');
  const locale = useLocale() as Locale;
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(locale)} suppressHydrationWarning>
      {formatRelative(iso, (k, v) => t(k, v), locale)}
    </time>
  );
}
