import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiteIntlProvider, useLocale, useTranslations } from '@/components/i18n/lite-intl';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { createLiteTranslator } from '@/lib/i18n/lite-translator';
import { getMessages, NAMESPACES } from '@/lib/i18n/messages';
import {
  type Args,
  at,
  collect,
  compileFile,
  leaves,
  markupTag,
  TIME_ZONE,
  type Tree,
  valueSets,
} from '../support/catalogue';

// Decision 351: the student pages' translator says what next-intl says. The compiled catalogue (the
// production build) is compared in precompiled-messages.test.ts; here the catalogue as written (vitest,
// tsx), and next-intl's production behaviour when something is wrong: the `namespace.key` fallback with the
// error logged, never a throw.

afterEach(() => vi.restoreAllMocks());

/** next-intl's translator as a page's provider sets it up (default onError: console.error) */
const nextIntl = (locale: string, messages: Tree, namespace?: string) =>
  createTranslator({
    locale,
    messages: messages as never,
    namespace: namespace as never,
    timeZone: TIME_ZONE,
  });

describe('the lite translator formats like next-intl (decision 351)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message of every namespace, as written`, async () => {
      const messages = getMessages(locale as Locale) as unknown as Tree;
      let checked = 0;
      for (const ns of NAMESPACES) {
        const t = nextIntl(locale, messages, ns);
        const lite = createLiteTranslator({ locale, messages, timeZone: TIME_ZONE }, ns);
        // the compiled form names each message's arguments, plural branches, select options and tags
        const compiled = await compileFile(path.resolve('messages', locale, `${ns}.json`));
        for (const key of leaves(compiled)) {
          const args: Args = { plain: new Set(), numbers: new Set(), selects: new Map(), tags: new Set() };
          collect(at(compiled, key), args);
          for (const values of valueSets(args, markupTag)) {
            const expected = args.tags.size
              ? t.markup(key as never, values as never)
              : t(key as never, values as never);
            expect(lite(key, values as never), `${locale}/${ns}.${key} ${JSON.stringify(values)}`).toBe(
              expected,
            );
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it('falls back to namespace.key and logs, as next-intl does in production', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages = { ns: { hello: 'Olá, {name}!', group: { inner: 'x' } } };
    const t = nextIntl('pt-BR', messages, 'ns');
    const lite = createLiteTranslator({ locale: 'pt-BR', messages, timeZone: TIME_ZONE }, 'ns');
    for (const key of ['missing', 'group', 'hello.deeper', 'group.missing']) {
      expect(lite(key), key).toBe(t(key as never));
      expect(lite(key)).toBe(`ns.${key}`);
    }
    // a missing namespace
    const other = createLiteTranslator({ locale: 'pt-BR', messages, timeZone: TIME_ZONE }, 'nope');
    expect(other('hello')).toBe(nextIntl('pt-BR', messages, 'nope')('hello' as never));
    // a missing value: next-intl's formatter fails, both fall back
    expect(lite('hello')).toBe(t('hello' as never));
    // a tag function returning an element through `t`: not a string, next-intl's INVALID_MESSAGE fallback
    const rich = { ns: { link: 'Veja <b>aqui</b>' } };
    const el = { b: (chunks: ReactNode) => createElement('b', null, chunks) };
    expect(createLiteTranslator({ locale: 'pt-BR', messages: rich }, 'ns')('link', el as never)).toBe(
      nextIntl('pt-BR', rich, 'ns')('link' as never, el as never),
    );
    expect(errors).toHaveBeenCalled();
    const logged = errors.mock.calls.map((c) => String((c[0] as Error).message));
    expect(logged).toContain('MISSING_MESSAGE: ns.missing (pt-BR)');
  });
});

describe('LiteIntlProvider and its hooks', () => {
  function Probe({ ns, k, values }: { ns: string; k: string; values?: Record<string, string | number> }) {
    const t = useTranslations(ns);
    return createElement('p', { lang: useLocale() }, t(k, values));
  }
  const render = (node: ReactNode) => renderToStaticMarkup(node as never);

  it('translates from the nearest provider, whose messages add to its parent’s', () => {
    const outer = { shell: { hi: 'Olá' }, page: { n: 'do layout' } };
    const inner = { page: { n: '{count, plural, one {# aula} other {# aulas}}' } };
    // (the provider's props type asks for `children`; createElement passes them as its later arguments)
    const provider = (
      props: Omit<Parameters<typeof LiteIntlProvider>[0], 'children'>,
      ...children: ReactNode[]
    ) => createElement(LiteIntlProvider, props as Parameters<typeof LiteIntlProvider>[0], ...children);
    const page = provider(
      { locale: 'pt-BR', messages: JSON.stringify(inner) },
      createElement(Probe, { ns: 'page', k: 'n', values: { count: 1234 } }),
      createElement(Probe, { ns: 'shell', k: 'hi' }),
    );
    const html = render(
      provider(
        { locale: 'pt-BR', messages: JSON.stringify(outer), timeZone: TIME_ZONE },
        createElement(Probe, { ns: 'shell', k: 'hi' }),
        createElement(Probe, { ns: 'page', k: 'n' }),
        createElement('div', null, page),
      ),
    );
    expect(html).toBe(
      '<p lang="pt-BR">Olá</p><p lang="pt-BR">do layout</p><div><p lang="pt-BR">1.234 aulas</p><p lang="pt-BR">Olá</p></div>',
    );
  });

  it('throws outside a provider, like next-intl’s hooks', () => {
    expect(() => render(createElement(Probe, { ns: 'shell', k: 'hi' }))).toThrow(/No LiteIntlProvider/);
  });
});
