import { getLocale } from 'next-intl/server';
import { notFoundMetadata, TenantNotFound } from '@/components/frame/tenant-not-found';
import './globals.css';

// An address no route matches: the 404 in the tenant's frame (decision 238). Next renders this file only
// for such an address, outside the root layout (hence its own <html>), while a not-found.tsx boundary is
// rendered into the payload of every page below it whether it is used or not.
export const generateMetadata = notFoundMetadata;

export default async function GlobalNotFound() {
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen antialiased">
        <TenantNotFound />
      </body>
    </html>
  );
}
