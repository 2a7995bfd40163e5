import fs from 'node:fs';
import path from 'node:path';

// The client side of the import graph, read from the sources the way the bundler follows them: from a
// server entry (a layout or page) through its imports; once inside a 'use client' module, every module
// reached is client code. Used by the checks that student pages ship no zod (decision 231) and nothing
// loaded on intent (decisions 240-244), that the sign-in pages ship no form or i18n runtime (decision
// 245) and that student pages get the translation namespaces their client components use (decision 236).

export const root = path.resolve(__dirname, '../..');

/** Modules rendered only inside the edit drawer or on editor-only pages (path prefixes). */
export const EDITOR_ONLY = [
  'components/panel/',
  'components/gamification/panel/',
  'components/communities/',
  'components/appearance/',
  'components/custom-html/',
  'components/login-page/',
  'components/banners/',
  'components/showcase/panel/',
  'components/lesson/panel/',
  'components/quizzes/editor/',
  'components/quizzes/quizzes-panel.tsx',
  'components/quizzes/quiz-form-dialog.tsx',
  'components/lives/live-scheduler.tsx',
  'components/frame/footer-panel.tsx',
  'components/frame/header-links-panel.tsx',
  'components/frame/link-dialog.tsx',
  'components/frame/panel-states.tsx',
  'components/frame/rich-text-editor.tsx',
  'components/frame/seo-panel.tsx',
  'components/frame/use-frame-settings.ts',
  'components/frame/use-modal-close.ts',
  'app/(site)/quiz/',
  // the studio's editors (the lesson video field): rendered for editors only
  'components/studio/',
];

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

export function resolveImport(from: string, spec: string): string | null {
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
export function valueImports(src: string): { spec: string; names: string[] }[] {
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

/** `import('…')` specifiers: chunks loaded later (lazy parts), still rendered under the same providers */
export function dynamicImports(src: string): string[] {
  return [...src.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
}

export const isClientModule = (src: string) => /^['"]use client['"]/m.test(src.slice(0, 200));

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
    const isClient = client || isClientModule(src);
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

/**
 * Chains by which any module, server or client, reaches `target` statically (a package, a package's named
 * export `next-intl#NextIntlClientProvider` or a repository file). For a client module such as `next/link`:
 * a server component that renders it puts it in the page's browser chunks all the same.
 */
export function modulePathsTo(target: string, entries: string[]): string[] {
  const [pkg, name] = target.split('#');
  const seen = new Set<string>();
  const hits: string[] = [];
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(root, file)];
    for (const { spec, names } of valueImports(fs.readFileSync(file, 'utf8'))) {
      const next = resolveImport(file, spec);
      const pkgHit = spec === pkg && (!name || names.includes(name));
      if (pkgHit || (next && path.relative(root, next) === target)) hits.push(here.join(' > '));
      if (next) visit(next, here);
    }
  };
  for (const e of entries) visit(path.join(root, e), []);
  return hits;
}

export interface ClientModule {
  /** path from the repository root */
  file: string;
  src: string;
  /** entry > … > this module */
  chain: string[];
}

/**
 * Every client module reachable from the entries, each once, with one chain that reaches it.
 * `lazy`: follow `import()` too. `skip`: modules not to enter (e.g. the editors' drawer).
 */
export function clientModules(
  entries: string[],
  opts: { lazy?: boolean; skip?: (file: string) => boolean } = {},
): ClientModule[] {
  const seen = new Set<string>();
  const out: ClientModule[] = [];
  const visit = (file: string, client: boolean, chain: string[]) => {
    const rel = path.relative(root, file);
    if (opts.skip?.(rel)) return;
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = fs.readFileSync(file, 'utf8');
    const isClient = client || isClientModule(src);
    const here = [...chain, rel];
    if (isClient && !out.some((m) => m.file === rel)) out.push({ file: rel, src, chain: here });
    const specs = [...valueImports(src).map((i) => i.spec), ...(opts.lazy ? dynamicImports(src) : [])];
    for (const spec of specs) {
      const next = resolveImport(file, spec);
      if (next) visit(next, isClient, here);
    }
  };
  for (const e of entries) visit(path.join(root, e), false, []);
  return out;
}
