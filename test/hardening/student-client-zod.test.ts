import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClientModule, resolveImport, root, valueImports } from '../support/client-graph';

// Decision 231: no student page's first load may bring zod. Follows the static imports (type-only ones
// and `import()` skipped, as the bundler does) from the student layout and pages; once inside a
// 'use client' module, every module reached is client code, and none may import 'zod'.

/** chains (entry > … > module) by which client code reaches `pkg` */
function clientPathsTo(pkg: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const hits: string[] = [];
  const visit = (file: string, client: boolean, chain: string[]) => {
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = fs.readFileSync(file, 'utf8');
    const isClient = client || isClientModule(src);
    const here = [...chain, path.relative(root, file)];
    for (const spec of valueImports(src)) {
      if (isClient && (spec === pkg || spec.startsWith(`${pkg}/`))) hits.push(here.join(' > '));
      const next = resolveImport(file, spec);
      if (next) visit(next, isClient, here);
    }
  };
  for (const e of entries) visit(path.join(root, e), false, []);
  return hits;
}

const STUDENT_ENTRIES = [
  'app/layout.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/homepage/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/[lessonId]/page.tsx',
  'app/(site)/comunidade/[tenant]/[communityId]/page.tsx',
  'app/(site)/dashboard/profile/page.tsx',
];

describe('student pages ship no zod (decision 231)', () => {
  it('no client module reachable from the student layout and pages imports zod', () => {
    expect(clientPathsTo('zod', STUDENT_ENTRIES)).toEqual([]);
  });

  it('the walk does find zod where a client form uses it (an editor dialog)', () => {
    expect(clientPathsTo('zod', ['components/banners/banner-dialog.tsx']).length).toBeGreaterThan(0);
  });
});
