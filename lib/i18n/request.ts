import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, resolvePageLocale } from './config';
import { getMessages } from './messages';

// No i18n routing: the locale comes from the NEXT_LOCALE cookie (the user's choice), else the tenant's
// default language; the browser's Accept-Language does not change a page (docs/decisions.md 124).
export default getRequestConfig(async () => {
  const cookieStore = await cookies();
  const locale = resolvePageLocale(cookieStore.get(LOCALE_COOKIE)?.value);
  return { locale, messages: getMessages(locale), timeZone: 'America/Sao_Paulo' };
});
