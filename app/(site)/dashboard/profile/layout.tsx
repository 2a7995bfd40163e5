import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

// The photo's crop dialog (ADR 0285) is the panels' one, translated with next-intl once loaded.
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['panel.crop']}>{children}</PageMessages>;
}
