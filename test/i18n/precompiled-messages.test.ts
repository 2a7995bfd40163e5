import path from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import formatPrecompiled from 'use-intl/format-message/format-only';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { createLiteTranslator } from '@/lib/i18n/lite-translator';
import { getMessages, NAMESPACES } from '@/lib/i18n/messages';
import nextConfig, { MESSAGES_CATALOG } from '@/next.config.mjs';
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

// What next.config.mjs's alias does in every Next bundle, for the modules of ours this file imports: the
// student pages' translator (decision 351) formats the compiled catalogue as it does in the browser. use-intl's
// own translator (an external package here) keeps formatting the JSON as written.
vi.mock('use-intl/format-message', () => import('use-intl/format-message/format-only'));

// The production build compiles every messages/<locale>/<ns>.json with next-intl's catalog loader and
// formats with use-intl's parser-free formatter (next.config.mjs, decision 280); code run outside Next
// (vitest, the worker and e-mails under tsx) reads the JSON as written and formats with
// intl-messageformat. Both must say the same thing: every message of every locale is compiled by the
// loader Next runs and formatted both ways with the same values (each plural number, each select
// option, each tag as markup and as React elements), and the texts must be equal. The student pages'
// translator (lib/i18n/lite-translator.ts) formats the compiled message to the same text as well.

function reactTag(name: string) {
  return function tagElement(chunks: ReactNode) {
    return createElement('mark', { 'data-tag': name }, chunks);
  };
}
const html = (node: unknown) => renderToStaticMarkup(createElement(Fragment, null, node as ReactNode));

describe('precompiled messages (next build) format like the catalogue as written (tsx, vitest)', () => {
  it('the build compiles the catalogue and formats with the parser-free formatter', () => {
    expect(MESSAGES_CATALOG).toMatchObject({ path: './messages', format: 'json', precompile: true });
    const turbopack = (
      nextConfig as { turbopack?: { resolveAlias?: Record<string, string>; rules?: object } }
    ).turbopack;
    expect(turbopack?.resolveAlias?.['use-intl/format-message']).toMatch(/format-message\/format-only\.js$/);
    expect(JSON.stringify(turbopack?.rules)).toContain('next-intl/extractor/catalogLoader');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every message of every namespace`, async () => {
      const formatters = _createIntlFormatters(_createCache());
      const raw = getMessages(locale as Locale) as unknown as Tree;
      const t = createTranslator({
        locale,
        messages: raw,
        timeZone: TIME_ZONE,
        onError: (e) => {
          throw e;
        },
      });
      let checked = 0;
      let withArgs = 0;
      for (const ns of NAMESPACES) {
        const compiled = await compileFile(path.resolve('messages', locale, `${ns}.json`));
        expect(leaves(compiled).sort(), `${locale}/${ns}`).toEqual(leaves(raw[ns] as Tree).sort());
        // as a student page's island gets it: `useTranslations(ns)` over the compiled namespace
        const lite = createLiteTranslator({ locale, messages: { [ns]: compiled }, timeZone: TIME_ZONE }, ns);
        for (const key of leaves(compiled)) {
          const message = at(compiled, key);
          const args: Args = { plain: new Set(), numbers: new Set(), selects: new Map(), tags: new Set() };
          collect(message, args);
          const id = `${locale}/${ns}.${key}`;
          const fast = (values: Record<string, unknown>) =>
            formatPrecompiled(
              `${ns}.${key}` as never,
              message as never,
              values as never,
              {
                formatters,
                locale,
                timeZone: TIME_ZONE,
              } as never,
            );
          for (const values of valueSets(args, markupTag)) {
            const expected = args.tags.size
              ? t.markup(`${ns}.${key}` as never, values as never)
              : t(`${ns}.${key}` as never, values as never);
            expect(fast(values), `${id} ${JSON.stringify(values)}`).toBe(expected);
            expect(lite(key, values as never), `lite ${id} ${JSON.stringify(values)}`).toBe(expected);
          }
          if (args.tags.size) {
            for (const values of valueSets(args, reactTag)) {
              expect(html(fast(values)), id).toBe(html(t.rich(`${ns}.${key}` as never, values as never)));
            }
          }
          if (args.plain.size || args.numbers.size || args.selects.size || args.tags.size) withArgs++;
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
      expect(withArgs).toBeGreaterThan(100);
    });
  }
});
