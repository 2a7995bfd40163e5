import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

// The texts this page's client components use, beside the shell's (docs/decisions.md 236).
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['reminders']}>{children}</PageMessages>;
}
