import fs from 'node:fs';
import path from 'node:path';

// What a page's first load ships, read from the source (decisions 231, 245): follows the static imports
// (type-only ones and `import()` skipped, as the bundler does) from server entries; once inside a
// 'use client' module, every module reached is client code.

const root = path.resolve(__dirname, '../..');

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

/** value imports and re-exports of a module: [specifier] */
function valueImports(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*'([^']+)'/g)) {
    if (m[2]) continue;
    const names = (m[3] ?? '').trim();
    if (m[1] === 'import' && /^\{[^}]*\}$/.test(names)) {
      const list = names
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length && list.every((n) => n.startsWith('type '))) continue;
    }
    if (m[4]) out.push(m[4]);
  }
  return out;
}

/** chains (entry > … > module) by which client code reaches `pkg` */
export function clientPathsTo(pkg: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const hits: string[] = [];
  const visit = (file: string, client: boolean, chain: string[]) => {
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = fs.readFileSync(file, 'utf8');
    const isClient = client || /^['"]use client['"]/m.test(src.slice(0, 200));
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
