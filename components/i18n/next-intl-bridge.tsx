'use client';

import { useContext, type ComponentType, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { LiteIntlContext } from './lite-intl';

/**
 * next-intl's provider with the enclosing `LiteIntlProvider`'s locale, messages and time zone (decision
 * 351): for the parts that still translate with next-intl (editors' panels, dialogs, the post page,
 * quizzes, notifications…). Never on a student's first load: `lazyPart` loads it with the part, and the
 * pages whose own client parts use next-intl render it around them.
 */
export function NextIntlBridge({ children }: { children: ReactNode }) {
  const config = useContext(LiteIntlContext);
  if (!config) return children;
  return (
    <NextIntlClientProvider
      locale={config.locale}
      messages={config.messages as Parameters<typeof NextIntlClientProvider>[0]['messages']}
      timeZone={config.timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** `Part` rendered inside `NextIntlBridge` (a lazy part's default export). */
export function withNextIntl<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Bridged(props: P) {
    return (
      <NextIntlBridge>
        <Part {...props} />
      </NextIntlBridge>
    );
  }
  return Bridged;
}
