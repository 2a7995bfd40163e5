import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, resolveLocale } from './config';
import { getMessages } from './messages';

// No i18n routing: the locale comes from the NEXT_LOCALE cookie (the user's choice), else
// Accept-Language, else pt-BR.
export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get('accept-language'));
  return { locale, messages: getMessages(locale), timeZone: 'America/Sao_Paulo' };
});
