import type { ReactNode } from 'react';
import { NextIntlBridge } from '@/components/i18n/next-intl-bridge';
import { PageMessages } from '@/components/i18n/page-messages';

// The texts this page's client components use, beside the shell's (docs/decisions.md 236); they translate
// with next-intl, which the student layout leaves to the pages that need it (decision 351).
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <PageMessages namespaces={['quizzes']}>
      <NextIntlBridge>{children}</NextIntlBridge>
    </PageMessages>
  );
}
