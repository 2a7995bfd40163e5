import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';
import { pageMessages, type Namespace } from '@/lib/i18n/client-messages';
import { getPageContext } from '@/lib/server/page-context';

/**
 * Gives a student page's client components the namespaces they use, beside the shell's (decision 236):
 * the layout's provider sends only the shell's, so a page no longer carries every student text.
 * test/i18n/student-namespaces.test.ts reads the `namespaces` written here and checks them against the
 * page's client imports.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const ctx = await getPageContext();
  const locale = (ctx?.locale ?? (await getLocale())) as Locale;
  return (
    <NextIntlClientProvider messages={pageMessages(locale, !!ctx?.canEdit, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
