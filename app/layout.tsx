import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import './globals.css';

// No metadata here: the route groups' layouts give theirs (lib/frame/metadata.ts, decision 409), the
// public pages their description, canonical and share cards, the member pages only what they use.

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
