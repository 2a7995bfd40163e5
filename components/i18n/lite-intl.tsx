'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createLiteTranslator, type LiteIntlConfig, type LiteTranslator } from '@/lib/i18n/lite-translator';
import { stringMemo } from '@/lib/string-memo';

// The student pages' client i18n (decision 351): the (site) layout and `PageMessages` give their client
// components the same compiled messages next-intl's provider had, and the first-load islands translate with
// this `useTranslations`. Parts loaded on intent keep next-intl: `lazyPart` (lib/client/lazy-part.ts) and
// the pages that use it wrap them in `NextIntlBridge`, which hands next-intl this context.

/** The provider's configuration, null outside one (`NextIntlBridge` reads it). */
export const LiteIntlContext = createContext<LiteIntlConfig | null>(null);

// The parsed texts, by content: the server renders every request from a new copy of the same few texts
// (one per locale and client tree or page), so it parses each once, not on every request. Read-only.
const parseMessages = stringMemo(64, (text) => JSON.parse(text) as LiteIntlConfig['messages']);

/**
 * Messages, locale and time zone for the client components below. `messages` is the catalogue's part as
 * JSON text (lib/i18n/client-messages.ts, decision 405), parsed once per text; a nested provider adds
 * its namespaces to its parent's (a namespace it also names is its own).
 */
export function LiteIntlProvider({
  locale,
  messages,
  timeZone,
  children,
}: Omit<LiteIntlConfig, 'messages'> & { messages: string; children: ReactNode }) {
  const parent = useContext(LiteIntlContext);
  const value = useMemo(() => {
    const own = parseMessages(messages);
    return { locale, messages: parent ? { ...parent.messages, ...own } : own, timeZone };
  }, [parent, locale, messages, timeZone]);
  return <LiteIntlContext.Provider value={value}>{children}</LiteIntlContext.Provider>;
}

function useConfig(): LiteIntlConfig {
  const config = useContext(LiteIntlContext);
  // next-intl's hooks throw the same way outside their provider
  if (!config) throw new Error('No LiteIntlProvider');
  return config;
}

/** next-intl's `useTranslations(namespace)` for the first load: `t(key, values)`, no `t.rich`/`t.markup`. */
export function useTranslations(namespace?: string): LiteTranslator {
  const config = useConfig();
  return useMemo(() => createLiteTranslator(config, namespace), [config, namespace]);
}

/** next-intl's `useLocale()`. */
export function useLocale(): string {
  return useConfig().locale;
}
