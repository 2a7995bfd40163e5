import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientPathsTo } from '../support/client-graph';

// Decision 245: the sign-in, public and 404 pages load little beyond the framework. Their client
// modules import no form library, no schema library, no next-intl client runtime (those pages have no
// NextIntlClientProvider: a useTranslations there would throw), no tailwind-merge and no Radix.

const root = path.resolve(__dirname, '../..');
const pagesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

const ENTRIES = [
  'app/layout.tsx',
  'app/not-found.tsx',
  ...pagesUnder('app/(auth)'),
  ...pagesUnder('app/(public)'),
];

const KEPT_OUT = [
  'react-hook-form',
  'zod',
  'next-intl',
  'use-intl',
  'tailwind-merge',
  'radix-ui',
  '@radix-ui/react-slot',
  'sonner',
  '@tanstack/react-query',
];

describe("the sign-in pages' first load (decision 245)", () => {
  it('walks the login page and its client form', () => {
    expect(ENTRIES).toContain(path.join('app/(auth)', 'login/page.tsx'));
    expect(ENTRIES).toContain(path.join('app/(auth)', 'layout.tsx'));
  });

  it.each(KEPT_OUT)(
    'no client module reachable from the (auth), (public) and 404 pages imports %s',
    (pkg) => {
      expect(clientPathsTo(pkg, ENTRIES)).toEqual([]);
    },
  );

  it('the walk does find these packages where a client form uses them (an editor dialog)', () => {
    const probe = ['components/banners/banner-dialog.tsx'];
    for (const pkg of ['react-hook-form', 'next-intl', 'tailwind-merge'])
      expect(clientPathsTo(pkg, probe).length, pkg).toBeGreaterThan(0);
  });
});
