import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { frameMetadata } from '@/lib/frame/metadata';
import './globals.css';

// Every tenant page: description, favicon, canonical, Open Graph and Twitter cards (lib/frame/metadata.ts).
export const generateMetadata = frameMetadata;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      {/* No NextIntlClientProvider here (decision 245): only the (site) layout gives its client components
          messages (lib/i18n/client-messages.ts); the sign-in, public and 404 pages translate on the server. */}
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
