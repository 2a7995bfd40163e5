import formatMessage from 'use-intl/format-message';
import type { TranslationValues } from 'use-intl';
import { intlFormats } from './intl-formats';

// The student pages' client translator (decision 351): what next-intl's `useTranslations` does with our
// catalogue, without use-intl's core (translator, formatters, memoizer; about 3.4 kB gz on every first
// load). It formats through the same `use-intl/format-message` specifier, so Next's alias to the
// parser-free formatter applies to the compiled catalogue (decision 280) and vitest, which reads the JSON
// as written, formats with intl-messageformat as before. test/i18n/lite-translator.test.ts holds it to
// next-intl's output for every message of every locale, and to its fallbacks.

export type LiteMessages = Record<string, unknown>;

export interface LiteIntlConfig {
  locale: string;
  messages: LiteMessages;
  timeZone?: string;
}

/** `t(key, values)`: the message formatted, or `namespace.key` (with a console error) as next-intl does */
export type LiteTranslator = (key: string, values?: TranslationValues) => string;

// intl-messageformat's instances (the raw catalogue outside Next only) are kept here by use-intl's formatter
const cache = { message: {} };

export function createLiteTranslator({ locale, messages, timeZone }: LiteIntlConfig, namespace?: string) {
  const fallback = (key: string) => (namespace ? `${namespace}.${key}` : key);
  // next-intl's default onError logs its IntlError (`CODE: detail`, with `code`) and shows the fallback
  const fail = (key: string, code: string, detail?: string) => {
    console.error(Object.assign(new Error(detail ? `${code}: ${detail}` : code), { code }));
    return fallback(key);
  };
  const t: LiteTranslator = (key, values) => {
    const path = fallback(key);
    let message: unknown = messages;
    for (const part of path.split('.')) {
      message = (message as Record<string, unknown> | null | undefined)?.[part];
      if (message == null) return fail(key, 'MISSING_MESSAGE', `${path} (${locale})`);
    }
    try {
      const out = formatMessage(path, message as string, values, {
        cache,
        formatters: intlFormats,
        locale,
        timeZone,
      } as unknown as Parameters<typeof formatMessage>[3]);
      return typeof out === 'string' ? out : fail(key, 'INVALID_MESSAGE');
    } catch (error) {
      const e = error as { code?: string; originalMessage?: string; message?: string };
      return fail(key, e.code ?? 'FORMATTING_ERROR', e.code ? e.originalMessage : e.message);
    }
  };
  return t;
}
