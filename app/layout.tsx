import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { frameMetadata } from '@/lib/frame/metadata';
import './globals.css';

// Every tenant page: description, favicon, canonical, Open Graph and Twitter cards (lib/frame/metadata.ts).
export const generateMetadata = frameMetadata;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
