import type { ReactNode } from 'react';
import { NextIntlBridge } from '@/components/i18n/next-intl-bridge';

// This page's client components translate with next-intl, which the student layout leaves to the pages
// that need it (decision 351); their texts are the shell's (or, for editors, the whole catalogue).
export default function Layout({ children }: { children: ReactNode }) {
  return <NextIntlBridge>{children}</NextIntlBridge>;
}
