import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { getMessages, NAMESPACES } from '@/lib/i18n/messages';

// Every namespace, every locale: the same keys and the same ICU arguments, so no screen falls back to a
// key or loses a {name} in one language.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

/** `{name}`, `{count, plural, ...}` -> the argument names. */
const args = (text: string) => [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('every messages/<locale>/*.json is a registered namespace', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.resolve('messages', locale)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), locale).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: same keys and arguments in every locale, none empty`, () => {
      const base = new Map(leaves(getMessages('pt-BR')[ns] as Tree));
      for (const locale of LOCALES) {
        const other = new Map(leaves(getMessages(locale)[ns] as Tree));
        expect([...other.keys()].sort(), `${locale}/${ns}`).toEqual([...base.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${locale}/${ns}.${key}`).not.toBe('');
          expect(new Set(args(text)), `${locale}/${ns}.${key}`).toEqual(new Set(args(base.get(key)!)));
        }
      }
    });
  }
});
