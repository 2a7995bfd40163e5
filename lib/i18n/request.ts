import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { PLATFORM_TIME_ZONE } from '@/lib/dates/zone';
import { getPageContext } from '@/lib/server/page-context';
import { LOCALE_COOKIE, resolvePageLocale } from './config';
import { getMessages } from './messages';

// No i18n routing. A page speaks the member's choice (NEXT_LOCALE cookie, else the language saved on
// their account), else the tenant's default language; the browser's Accept-Language does not change a
// page (docs/decisions.md 124). The page context resolves it the same way (lib/server/page-context.ts).
export default getRequestConfig(async () => {
  const ctx = await getPageContext();
  const locale = ctx?.locale ?? resolvePageLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: getMessages(locale), timeZone: PLATFORM_TIME_ZONE };
});
