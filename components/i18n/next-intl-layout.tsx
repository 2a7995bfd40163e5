import type { ReactNode } from 'react';
import { NextIntlBridge } from '@/components/i18n/next-intl-bridge';

// The layout of the pages whose client components translate with next-intl, which the student layout
// leaves to the pages that need it (decision 351); their texts are the shell's (or, for editors, the whole
// catalogue). Their layout.tsx re-exports it (live, notifications, quiz).
export default function NextIntlLayout({ children }: { children: ReactNode }) {
  return <NextIntlBridge>{children}</NextIntlBridge>;
}
