import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

// The texts this page's client components use, beside the shell's (docs/decisions.md 236). The list
// translates with the lite translator (decision 351); a quiz's page (`[id]/layout.tsx`) adds next-intl.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['quizzes']}>{children}</PageMessages>;
}
