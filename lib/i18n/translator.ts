import { createTranslator } from 'next-intl';
import type { Locale } from './config';
import { getMessages } from './messages';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

// One translator per locale for the process: the catalogues never change while it runs, and building one
// (next-intl's translator and its formatters) cost more than the rest of `route()` on every request
// (decision 272).
const translators = new Map<Locale, Translate>();

/**
 * A translator over all namespaces for code outside React (route handlers, jobs, e-mails).
 * Keys are "namespace.key"; an unknown key falls back to the pt-BR text, then to the key itself.
 */
export function getTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = buildTranslator(locale);
    translators.set(locale, translate);
  }
  return translate;
}

function buildTranslator(locale: Locale): Translate {
  const t = createTranslator({ locale, messages: getMessages(locale) as never, onError: () => {} });
  const fallback =
    locale === 'pt-BR'
      ? undefined
      : createTranslator({ locale: 'pt-BR', messages: getMessages('pt-BR') as never, onError: () => {} });
  return (key, values) => {
    const has = (tr: typeof t) => (tr as unknown as { has: (k: string) => boolean }).has(key);
    if (has(t)) return (t as unknown as Translate)(key, values);
    if (fallback && has(fallback)) return (fallback as unknown as Translate)(key, values);
    return key;
  };
}
