import type { ReactNode } from 'react';
import { getLocale, getTimeZone } from 'next-intl/server';
import { LiteIntlProvider } from '@/components/i18n/lite-intl';
import type { Locale } from '@/lib/i18n/config';
import { pageMessagesText, type PageNamespace } from '@/lib/i18n/client-messages';
import { getPageContext } from '@/lib/server/page-context';

/**
 * Gives a student page's client components the namespaces they use, beside the shell's (decision 236):
 * the layout's provider sends only the shell's, so a page no longer carries every student text. This
 * provider sends only the page's own and adds them to the layout's (decision 405).
 * test/i18n/student-namespaces.test.ts reads the `namespaces` written here and checks them against the
 * page's client imports. The first-load islands read them through `LiteIntlProvider` (decision 351); a
 * page whose own client parts use next-intl puts `NextIntlBridge` inside this.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageNamespace[];
  children: ReactNode;
}) {
  const ctx = await getPageContext();
  const locale = (ctx?.locale ?? (await getLocale())) as Locale;
  return (
    <LiteIntlProvider
      locale={locale}
      timeZone={await getTimeZone()}
      messages={pageMessagesText(locale, !!ctx?.canEdit, namespaces)}
    >
      {children}
    </LiteIntlProvider>
  );
}
