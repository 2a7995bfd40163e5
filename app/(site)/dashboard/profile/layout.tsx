import 'server-only';
import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

// The photo's crop dialog (ADR 0285) is the panels' one, translated with next-intl once loaded. This server
// layout ships that one part of the panels' namespace ('panel.crop') to the profile only; the student
// tree still carries no edit-panel namespace (test/i18n/client-namespaces.test.ts).
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['panel.crop']}>{children}</PageMessages>;
}
