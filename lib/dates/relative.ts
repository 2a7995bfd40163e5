import type { Locale } from '@/lib/i18n/config';
import { intlFormats } from '@/lib/i18n/intl-formats';

export type DateTranslate = (key: string, values?: Record<string, string | number>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC.md section 9: minutes under 60, hours under 24, "1 day" under 2 days, then "dd MMM", with the
 * year from 365 days on. Anything unparseable gives the spec's fallback text.
 * `t` is a translator over the `dates` namespace (useTranslations('dates') or getTranslator(locale)
 * with the "dates." prefix handled by the caller).
 */
export function formatRelative(
  input: Date | string | number | null | undefined,
  t: DateTranslate,
  locale: Locale,
  now: Date = new Date(),
): string {
  const date = input instanceof Date ? input : input == null ? new Date(NaN) : new Date(input);
  const time = date.getTime();
  if (!Number.isFinite(time) || !Number.isFinite(now.getTime())) return t('fallback');
  const diff = now.getTime() - time;
  // A date slightly ahead (clock skew) reads as "now"; one far ahead is shown as a date.
  if (diff < MINUTE && diff > -5 * MINUTE) return t('justNow');
  if (diff >= 0 && diff < HOUR) return t('minutes', { count: Math.floor(diff / MINUTE) });
  if (diff >= 0 && diff < DAY) return t('hours', { count: Math.floor(diff / HOUR) });
  if (diff >= 0 && diff < 2 * DAY) return t('oneDay');
  const withYear = Math.abs(diff) >= 365 * DAY;
  // one format per locale and options for the process (lib/i18n/intl-formats.ts), not one per date
  const parts = intlFormats
    .getDateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'America/Sao_Paulo',
    })
    .formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = get('month').replace('.', '');
  return withYear ? `${get('day')} ${month} ${get('year')}` : `${get('day')} ${month}`;
}
