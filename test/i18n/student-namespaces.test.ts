import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessagesText, pageMessagesText, STUDENT_SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import { getMessages, NAMESPACES } from '@/lib/i18n/messages';
import { clientModules, EDITOR_ONLY, root, type ClientModule } from '../support/client-graph';

// Decision 236: the student layout sends its client components only the shell's namespaces, and each page
// adds its own with <PageMessages namespaces={[...]}>. This follows every client module a student can load
// (lazy parts included; the editors' drawer and editor-only parts left out: editors get the whole
// catalogue) and checks that
// each namespace one of them translates from is sent to it.

const editorOnly = (file: string) => EDITOR_ONLY.some((prefix) => file.startsWith(prefix));
const known = new Set<string>(NAMESPACES);

/**
 * namespace (or part, `showcase.home`) -> the modules using it; '*' for `useTranslations()` /
 * `useMessages()` (keys chosen at run time)
 */
function namespacesUsed(mods: ClientModule[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (ns: string, m: ClientModule) => used.set(ns, [...(used.get(ns) ?? []), m.chain.join(' > ')]);
  for (const m of mods) {
    for (const call of m.src.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) add(call[1] || '*', m);
    if (/\buseMessages\(/.test(m.src)) add('*', m);
  }
  return used;
}

/**
 * what a page gives on top of the shell: the <PageMessages namespaces={…}> of the layouts between the
 * student layout and the page (the route's own layout.tsx), [] without one
 */
function pageNamespaces(page: string): readonly string[] {
  const out: string[] = [];
  for (let dir = path.dirname(page); dir !== 'app/(site)' && dir !== '.'; dir = path.dirname(dir)) {
    const file = path.join(root, dir, 'layout.tsx');
    if (!fs.existsSync(file)) continue;
    const m = /<PageMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(fs.readFileSync(file, 'utf8'));
    if (m) out.push(...[...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!));
  }
  return out;
}

const studentPages = (): string[] => {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name === 'page.tsx') out.push(rel);
    }
  };
  walk('app/(site)');
  return out.sort();
};

/** `used` is sent when a given name is it or a whole part above it ('showcase' or 'showcase.home' for 'showcase.home.x') */
const covered = (used: string, given: readonly string[]) =>
  given.some((g) => used === g || used.startsWith(`${g}.`));
const missing = (used: Map<string, string[]>, given: readonly string[]) =>
  [...used.entries()].filter(([ns]) => !covered(ns, given)).map(([ns, by]) => `${ns} (used by ${by[0]})`);

/** a namespace, or a part of one that the catalogue has (decision 385) */
const exists = (name: string) => {
  const [ns, ...path] = name.split('.');
  if (!known.has(ns!)) return false;
  let at: unknown = (getMessages('pt-BR') as Record<string, unknown>)[ns!];
  for (const key of path)
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at !== undefined;
};

describe('student pages get the namespaces their client components use (decision 236)', () => {
  it('the shell list names real namespaces, and the layout’s client components use only those, each of them', () => {
    for (const ns of STUDENT_SHELL_NAMESPACES) expect(known.has(ns)).toBe(true);
    const used = namespacesUsed(clientModules(['app/(site)/layout.tsx'], { lazy: true, skip: editorOnly }));
    expect(missing(used, STUDENT_SHELL_NAMESPACES)).toEqual([]);
    // and sends nothing the shell does not use: every page carries these texts
    const unused = STUDENT_SHELL_NAMESPACES.filter(
      (ns) => ![...used.keys()].some((u) => u === ns || u.startsWith(`${ns}.`)),
    );
    expect(unused).toEqual([]);
  });

  it.each(studentPages())('%s', (page) => {
    const given = [...STUDENT_SHELL_NAMESPACES, ...pageNamespaces(page)];
    for (const ns of given) expect(exists(ns), ns).toBe(true);
    const used = namespacesUsed(clientModules([page], { lazy: true, skip: editorOnly }));
    expect(missing(used, given)).toEqual([]);
  });

  it('finds what it looks for: the homepage’s carousels translate from showcase, the layout’s header from shell', () => {
    const home = namespacesUsed(clientModules(['app/(site)/homepage/page.tsx'], { lazy: true }));
    expect(home.has('showcase.home')).toBe(true);
    expect(home.has('banners.hero')).toBe(true);
    expect(covered('showcase.home', ['showcase'])).toBe(true);
    expect(covered('showcase', ['showcase.home'])).toBe(false);
    const shell = namespacesUsed(clientModules(['app/(site)/layout.tsx'], { lazy: true, skip: editorOnly }));
    expect(shell.has('shell')).toBe(true);
    // with the editors' drawer, the panels' namespaces appear: the skip is what keeps them out
    const editor = namespacesUsed(clientModules(['app/(site)/layout.tsx'], { lazy: true }));
    expect(editor.has('panel')).toBe(true);
  });

  it('a page given part of a namespace sends that part only; editors get it from the layout', () => {
    const student = JSON.parse(pageMessagesText('pt-BR', false, ['showcase.home', 'banners.hero'])) as Record<
      string,
      Record<string, unknown>
    >;
    const all = getMessages('pt-BR') as Record<string, Record<string, unknown>>;
    // only the page's own: the shell's namespaces come from the layout's provider
    expect(Object.keys(student).sort()).toEqual(['banners', 'showcase']);
    expect(Object.keys(student.showcase!)).toEqual(['home']);
    expect(student.showcase!.home).toEqual(all.showcase!.home);
    expect(Object.keys(student.banners!)).toEqual(['hero']);
    expect(JSON.parse(pageMessagesText('en', false, ['showcase.home'])).showcase.home).toEqual(
      (getMessages('en') as Record<string, Record<string, unknown>>).showcase!.home,
    );
    expect(pageMessagesText('pt-BR', true, ['showcase.home'])).toBe('{}');
    // the layout's text: the shell's namespaces for students, the whole catalogue for editors
    const shell = JSON.parse(clientMessagesText('pt-BR', 'student-shell')) as Record<string, unknown>;
    expect(Object.keys(shell)).toEqual([...STUDENT_SHELL_NAMESPACES]);
    for (const ns of STUDENT_SHELL_NAMESPACES) expect(shell[ns]).toEqual(all[ns]);
    const editor = JSON.parse(clientMessagesText('pt-BR', 'editor')) as Record<string, unknown>;
    expect(editor.showcase).toEqual(all.showcase);
    expect(editor.panel).toEqual(all.panel);
  });
});
