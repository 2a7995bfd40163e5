import formatMessage from 'use-intl/format-message';
import type { TranslationValues } from 'use-intl';

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

/** next-intl's error shape (`code: detail`), as its default `onError` logs it */
class IntlError extends Error {
  constructor(
    readonly code: string,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

// One set of Intl objects per process or tab, keyed by locale and options (a handful of each): what the
// formatters read (numbers and plurals in the compiled form; dates too in intl-messageformat's).
const formatters = {
  getNumberFormat: memo(
    (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locales, options),
  ),
  getPluralRules: memo(
    (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
      new Intl.PluralRules(locales, options),
  ),
  getDateTimeFormat: memo(
    (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locales, options),
  ),
};
// intl-messageformat's instances (the raw catalogue outside Next only) are kept here by use-intl's formatter
const cache = { message: {} };

export function createLiteTranslator({ locale, messages, timeZone }: LiteIntlConfig, namespace?: string) {
  const fallback = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const fail = (key: string, code: string, detail?: string) => {
    console.error(new IntlError(code, detail));
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
        formatters,
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
