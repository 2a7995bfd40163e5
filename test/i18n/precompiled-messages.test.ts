import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import formatPrecompiled from 'use-intl/format-message/format-only';
import catalogLoader from 'next-intl/extractor/catalogLoader';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { getMessages, NAMESPACES } from '@/lib/i18n/messages';
import nextConfig, { MESSAGES_CATALOG } from '@/next.config.mjs';

// The production build compiles every messages/<locale>/<ns>.json with next-intl's catalog loader and
// formats with use-intl's parser-free formatter (next.config.mjs, decision 280); code run outside Next
// (vitest, the worker and e-mails under tsx) reads the JSON as written and formats with
// intl-messageformat. Both must say the same thing: every message of every locale is compiled by the
// loader Next runs and formatted both ways with the same values (each plural number, each select
// option, each tag as markup and as React elements), and the texts must be equal.

type Tree = { [key: string]: unknown };
const TIME_ZONE = 'America/Sao_Paulo';

/** What the loader hands to the bundle for one catalogue file (`export default JSON.parse("…")`). */
function compileFile(file: string): Promise<Tree> {
  return new Promise((resolve, reject) => {
    const context = {
      getOptions: () => ({ messages: { format: 'json', precompile: true } }),
      async: () => (error: Error | null, result?: string) => {
        if (error) return reject(error);
        const literal = /^export default JSON\.parse\((.*)\);$/s.exec(result ?? '')?.[1];
        if (!literal) return reject(new Error(`unexpected loader output for ${file}`));
        resolve(JSON.parse(JSON.parse(literal) as string) as Tree);
      },
      resourcePath: file,
      rootContext: process.cwd(),
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(
      context,
      readFileSync(file, 'utf8'),
    );
  });
}

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? leaves(v as Tree, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

function at(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
}

/** Arguments of a compiled message (icu-minify's shape): plain, plural/number, select (with options), tags. */
interface Args {
  plain: Set<string>;
  numbers: Set<string>;
  selects: Map<string, string[]>;
  tags: Set<string>;
}
function collect(node: unknown, args: Args) {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object') for (const v of Object.values(node)) collect(v, args);
    return;
  }
  const [name, type, ...rest] = node as unknown[];
  if (typeof name !== 'string') {
    for (const child of node) collect(child, args);
    return;
  }
  if (type === undefined) args.plain.add(name);
  else if (typeof type !== 'number') {
    args.tags.add(name);
    for (const child of node.slice(1)) collect(child, args);
  } else if (type === 1) {
    args.selects.set(name, Object.keys(rest[0] as object));
    collect(rest[0], args);
  } else if (type === 2 || type === 3 || type === 4) {
    args.numbers.add(name);
    if (type !== 4) collect(rest[0], args);
  } else args.plain.add(name);
}

const NUMBERS = [0, 1, 2, 5, 21, 1234];

/** Several value sets that visit every plural form and select option of the message. */
function valueSets(args: Args, tag: (name: string) => unknown): Record<string, unknown>[] {
  const rounds = Math.max(NUMBERS.length, ...[...args.selects.values()].map((o) => o.length + 1));
  return Array.from({ length: rounds }, (_, i) => {
    const values: Record<string, unknown> = {};
    for (const a of args.plain) values[a] = `«${a}»`;
    for (const a of args.numbers) values[a] = NUMBERS[i % NUMBERS.length];
    for (const [a, options] of args.selects) values[a] = [...options, 'unlisted'][i % (options.length + 1)];
    for (const a of args.tags) values[a] = tag(a);
    return values;
  });
}

const markupTag = (name: string) => (chunks: string) => `<${name}>${chunks}</${name}>`;
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
