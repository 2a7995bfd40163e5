import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md describes the code as it is: every repository path it writes in backticks must
// exist, so a file moved or renamed without the guide fails here. Patterns (`lib/<feature>/`), globs and
// examples with placeholders are not paths and are skipped.

const root = path.resolve(import.meta.dirname, '../..');
const TOP = [
  'app/',
  'components/',
  'lib/',
  'scripts/',
  'test/',
  'e2e/',
  'bench/',
  'prisma/',
  'docs/',
  'messages/',
];
const ROOT_FILES = new Set(['next.config.mjs', 'package.json', 'eslint.config.mjs', 'instrumentation.ts']);

function repoPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!)
    .filter((text) => !/[\s{}<>*…$|,]/.test(text))
    .filter((text) => TOP.some((top) => text.startsWith(top)) || ROOT_FILES.has(text));
}

describe('docs/architecture.md', () => {
  const guide = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

  it('reads the backticked repository paths, not patterns or code', () => {
    expect(
      repoPaths('`lib/server/route.ts`, `lib/<feature>/`, `route({...})`, `app/(site)/`, `x.ts`'),
    ).toEqual(['lib/server/route.ts', 'app/(site)/']);
  });

  it('names only paths that exist', () => {
    const paths = repoPaths(guide);
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });

  it('stays a guide of at most about 400 lines', () => {
    expect(guide.split('\n').length).toBeLessThanOrEqual(420);
  });
});
