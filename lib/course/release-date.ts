import { PLATFORM_TIME_ZONE } from '@/lib/dates/zone';

// 'Disponível em {data}' (issue 46): a lesson's release instant as the platform's clock shows it, the
// same on the server's HTML and in the browser. Client-importable, no dependencies.

export function formatReleaseDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso));
}
