import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACES, clientMessages, namespacesFor } from '@/lib/i18n/client-messages';
import { NAMESPACES } from '@/lib/i18n/messages';
import { EDITOR_ONLY } from '../support/client-graph';

// Decision 180: students' pages carry only the namespaces their client components use. A component that
// students see must not translate from an edit-panel namespace, or it would show a raw key to students.

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

const isServerOnly = (src: string) =>
  /from 'next-intl\/server'|import 'server-only'/.test(src) && !/['"]use client['"]/.test(src);

/** '@/x' or './x' imported from `from`, as a file path, or null for packages. */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const KNOWN = new Set<string>(NAMESPACES);

/** The namespaces a client file translates from: useTranslations('ns…') and, with a bare
 * useTranslations(), the literal 'ns.key' arguments. */
function namespacesUsed(src: string): string[] {
  const used = new Set<string>();
  for (const m of src.matchAll(/useTranslations\(\s*['"`]([a-zA-Z]+)/g)) used.add(m[1]!);
  if (/useTranslations\(\s*\)/.test(src)) {
    for (const m of src.matchAll(/\b\w+\(\s*['"`]([a-zA-Z]+)\.[a-zA-Z]/g))
      if (KNOWN.has(m[1]!)) used.add(m[1]!);
  }
  return [...used];
}

/**
 * Every client component reachable from the entry files (through imports; a module imported by a client
 * module runs on the client too), with the namespaces it translates from that `allowed` lacks.
 */
function clientNamespaceGaps(entries: string[], allowed: readonly string[]): string[] {
  const gaps: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const src = fs.readFileSync(file, 'utf8');
    const client = inClient || /^\s*['"]use client['"]/.test(src);
    if (client) {
      for (const ns of namespacesUsed(src)) {
        if (!allowed.includes(ns)) gaps.push(`${file.split(path.sep).join('/')} uses '${ns}'`);
      }
    }
    for (const m of src.matchAll(/^(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (/^import\s+type\b/.test(m[0])) continue;
      const target = resolveImport(file, m[1]!);
      if (target && /\.tsx?$/.test(target)) visit(target, client);
    }
  };
  for (const entry of entries) visit(entry, false);
  return gaps;
}

describe('client message namespaces', () => {
  it("the sign-in pages' client components translate from no namespace (the (auth) tree ships none)", () => {
    // /cancelar-email once rendered a client button translating from 'notifications': a raw key on screen
    const entries = walk('app/(auth)');
    expect(entries.length).toBeGreaterThan(2);
    expect(clientNamespaceGaps(entries, [])).toEqual([]);
  });

  it('the public pages and the 404 page translate from no namespace on the client (no provider there)', () => {
    const entries = [...walk('app/(public)'), 'app/not-found.tsx', 'app/layout.tsx'];
    expect(clientNamespaceGaps(entries, [])).toEqual([]);
  });

  it('the reachability check sees a client component using a namespace its tree lacks', () => {
    // guards the check itself: the login designer's preview renders the login screen in the browser,
    // where it translates from 'auth'; seen from a client tree that ships no namespace
    const probe = clientNamespaceGaps(['components/login-page/login-preview.tsx'], []);
    expect(probe.some((g) => g.includes("login-screen.tsx uses 'auth'"))).toBe(true);
  });

  it('no component a student sees translates from an edit-panel namespace', () => {
    const offenders: string[] = [];
    const files = [...walk('components'), ...walk('app'), ...walk('lib/client')].filter(
      (f) => !f.split(path.sep).join('/').startsWith('app/api/'), // route handlers run on the server
    );
    for (const file of files) {
      const rel = file.split(path.sep).join('/');
      if (EDITOR_ONLY.some((prefix) => rel.startsWith(prefix))) continue;
      const src = fs.readFileSync(file, 'utf8');
      if (isServerOnly(src)) continue; // server components translate from the whole catalogue
      for (const ns of ADMIN_NAMESPACES) {
        const used = new RegExp(`useTranslations\\(\\s*['"\`]${ns}[.'"\`]|['"\`]${ns}\\.[a-zA-Z]`).test(src);
        if (used) offenders.push(`${rel} uses '${ns}'`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('students get every namespace but the edit panels; editors get all', () => {
    const student = namespacesFor('student');
    for (const ns of ADMIN_NAMESPACES) expect(student).not.toContain(ns);
    expect(student.length).toBe(NAMESPACES.length - ADMIN_NAMESPACES.length);
    expect(namespacesFor('editor')).toEqual(NAMESPACES);
  });

  it("the students' tree is a part of the catalogue", () => {
    const size = (tree: 'student' | 'editor') => JSON.stringify(clientMessages('pt-BR', tree)).length;
    expect(size('student')).toBeLessThan(size('editor') * 0.75);
  });
});
