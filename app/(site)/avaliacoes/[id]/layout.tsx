import type { ReactNode } from 'react';
import { NextIntlBridge } from '@/components/i18n/next-intl-bridge';

// A quiz's intro, player and result translate with next-intl, which the student layout leaves to the pages
// that need it (decision 351); the list above them does with the lite translator (decision 447).
export default function Layout({ children }: { children: ReactNode }) {
  return <NextIntlBridge>{children}</NextIntlBridge>;
}
