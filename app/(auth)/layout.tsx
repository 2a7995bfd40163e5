import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import '@/components/shell/fonts';
import { UnknownHost } from '@/components/shell/unknown-host';
import { getPageContext } from '@/lib/server/page-context';

// Sign-in pages: no student shell (no header, menu or session required), only the tenant's theme,
// which each page applies itself. An unknown host gets the same clear page as the rest of the site.
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const ctx = await getPageContext();
  if (!ctx) return <UnknownHost host={(await headers()).get('host') ?? ''} />;
  return <>{children}</>;
}
