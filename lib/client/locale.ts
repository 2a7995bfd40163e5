import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the chosen language in the NEXT_LOCALE cookie (1 year, whole site) that the server reads. */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
