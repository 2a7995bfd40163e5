import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';
import { clientMessages } from '@/lib/i18n/client-messages';
import { frameMetadata } from '@/lib/frame/metadata';
import './globals.css';

// Every tenant page: description, favicon, canonical, Open Graph and Twitter cards (lib/frame/metadata.ts).
export const generateMetadata = frameMetadata;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale}>
      <body className="min-h-screen antialiased">
        {/* Each route group gives its client components the namespaces they use (lib/i18n/client-messages.ts). */}
        <NextIntlClientProvider messages={clientMessages(locale, 'base')}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
