import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FontStylesheets, fontHref, fontPreloadHref } from '@/components/shell/font-stylesheets';
import { FONT_FAMILIES } from '@/lib/shell/theme';

// Decision 182: pages link only the font families they use, from public/fonts/ (scripts/fonts.mjs).

const root = path.resolve(import.meta.dirname, '../..');

describe('scripts/fonts.mjs', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-fonts-'));
  execFileSync(process.execPath, [path.join(root, 'scripts/fonts.mjs'), out]);

  it.each(FONT_FAMILIES)('writes %s as one swap stylesheet whose files all exist', (family) => {
    const href = fontHref(family);
    const css = fs.readFileSync(path.join(out, path.basename(href)), 'utf8');
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const face of faces) {
      expect(face).toContain(`font-family: '${family}'`);
      expect(face).toContain('font-display: swap;');
    }
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBe(faces.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/fonts\/files\/[a-z0-9-]+\.woff2$/);
      expect(fs.existsSync(path.join(out, 'files', path.basename(url)))).toBe(true);
    }
    // the preloaded face is one of the family's files, and no other subset than latin/latin-ext ships
    expect(urls).toContain(fontPreloadHref(family));
    expect(css).not.toMatch(/cyrillic|greek|vietnamese|devanagari/);
  });
});

describe('FontStylesheets', () => {
  // children: [the preload link or false, the stylesheet links]
  const links = (el: ReactElement) =>
    (el.props as { children: [unknown, ReactElement[]] }).children[1].map(
      (l) => l.props as { rel: string; href: string; precedence: string },
    );

  it('links each named family once and nothing else', () => {
    const el = FontStylesheets({ families: ['Oswald', 'Open Sans', 'Oswald', null, undefined] });
    expect(isValidElement(el)).toBe(true);
    expect(links(el)).toEqual([
      { rel: 'stylesheet', href: '/fonts/oswald.css', precedence: 'fonts' },
      { rel: 'stylesheet', href: '/fonts/open-sans.css', precedence: 'fonts' },
    ]);
  });

  it('preloads the first family regular latin face when asked', () => {
    const el = FontStylesheets({ families: ['Lato', 'Oswald'], preloadFirst: true });
    const [preload, ...rest] = (el.props as { children: [ReactElement | false, ReactElement[]] }).children;
    expect((preload as ReactElement).props).toMatchObject({
      rel: 'preload',
      as: 'font',
      href: '/fonts/files/lato-latin-400-normal.woff2',
    });
    expect((rest[0] as ReactElement[]).map((l) => (l.props as { href: string }).href)).toEqual([
      '/fonts/lato.css',
      '/fonts/oswald.css',
    ]);
  });

  it('maps an unknown family to the default (no path from admin input)', () => {
    expect(links(FontStylesheets({ families: ['../../etc/passwd'] }))).toEqual([
      { rel: 'stylesheet', href: '/fonts/poppins.css', precedence: 'fonts' },
    ]);
  });
});

describe('no global font import', () => {
  it('no app or component file imports an @fontsource stylesheet', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        // an import or @import of a package's stylesheet (lib/certificates/pdf.ts reads font files from the
        // package's folder on the server, which no page loads)
        else if (
          /\.(tsx?|css)$/.test(e.name) &&
          /(import\s*(\(|[^;]*?from\s*)?|@import\s+(url\()?)['"]@fontsource\//.test(
            fs.readFileSync(p, 'utf8'),
          )
        )
          hits.push(p);
      }
    };
    for (const d of ['app', 'components', 'lib']) walk(path.join(root, d));
    expect(hits.filter((p) => !p.includes(`${path.sep}generated${path.sep}`))).toEqual([]);
  });
});
