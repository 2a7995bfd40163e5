import fs from 'node:fs';
import path from 'node:path';

// Follows the static imports (type-only ones and `import()` skipped, as the bundler does) from server
// entries (layouts, pages); once inside a 'use client' module, every module reached is client code.
// Used by the first-load checks of decisions 231 and 240-244.

export const root = path.resolve(import.meta.dirname, '../..');

/** The layout and pages of a student's first load (issue 16's pages). */
export const STUDENT_ENTRIES = [
  'app/layout.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/homepage/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/[lessonId]/page.tsx',
  'app/(site)/comunidade/[tenant]/[communityId]/page.tsx',
  'app/(site)/dashboard/profile/page.tsx',
];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const p = base + ext;
    if (fs.existsSync(p) && fs.statSync(p).isFile()) return p;
  }
  return null;
}

/** value imports and re-exports of a module: the specifier and the names imported (value ones) */
function valueImports(src: string): { spec: string; names: string[] }[] {
  const out: { spec: string; names: string[] }[] = [];
  for (const m of src.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*'([^']+)'/g)) {
    if (m[2]) continue;
    const clause = (m[3] ?? '').trim();
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces
      ? (braces[1] ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0] ?? n)
      : [];
    if (m[1] === 'import' && /^\{[^}]*\}$/.test(clause) && names.length === 0) continue;
    if (m[4]) out.push({ spec: m[4], names });
  }
  return out;
}

/**
 * Chains (entry > … > module) by which client code reaches `target`: a package (`sonner`, `zod`), a
 * package's named export (`radix-ui#Dialog`) or a repository file (`components/ui/dialog.tsx`).
 */
export function clientPathsTo(target: string, entries: string[]): string[] {
  const [pkg, name] = target.split('#');
  const seen = new Set<string>();
  const hits: string[] = [];
  const visit = (file: string, client: boolean, chain: string[]) => {
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = fs.readFileSync(file, 'utf8');
    const isClient = client || /^['"]use client['"]/m.test(src.slice(0, 200));
    const here = [...chain, path.relative(root, file)];
    for (const { spec, names } of valueImports(src)) {
      const next = resolveImport(file, spec);
      if (isClient) {
        const pkgHit = (spec === pkg || spec.startsWith(`${pkg}/`)) && (!name || names.includes(name));
        if (pkgHit || (next && path.relative(root, next) === target)) hits.push(here.join(' > '));
      }
      if (next) visit(next, isClient, here);
    }
  };
  for (const e of entries) visit(path.join(root, e), false, []);
  return hits;
}
