import fs from 'node:fs';
import path from 'node:path';

// The hand-written source files whose comments cite the spec and the decision records
// (test/repo/spec-sections.test.ts, test/repo/adr-index.test.ts): generated code and migrations skipped.

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'components', 'lib', 'scripts', 'test', 'e2e', 'bench', 'prisma'];
const SKIP = new Set(['node_modules', 'generated', 'migrations']);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(full);
    return /\.(ts|tsx|mts|mjs|cjs|js|prisma|sql)$/.test(entry.name) ? [full] : [];
  });
}

/** Each source file as its path from the repository's root and its text. */
export function commentedSources(): { file: string; text: string }[] {
  return FOLDERS.flatMap((folder) => walk(path.join(repoRoot, folder))).map((full) => ({
    file: path.relative(repoRoot, full),
    text: fs.readFileSync(full, 'utf8'),
  }));
}
