import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { frameMetadata } from '@/lib/frame/metadata';
import { getPageContext } from '@/lib/server/page-context';

// What a crawler reads on the sign-in pages (decision 81); each page writes its own full title.
export const generateMetadata = frameMetadata;

// Sign-in pages: no student shell (no header, menu or session required), only the tenant's theme,
// which each page applies itself. An unknown host answers 404 with the clear page of app/not-found.tsx.
// No NextIntlClientProvider (decision 245): the client forms receive their texts as props.
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const ctx = await getPageContext();
  if (!ctx) notFound();
  return children;
}
