import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACES, AUTH_NAMESPACES, clientMessages, namespacesFor } from '@/lib/i18n/client-messages';
import { NAMESPACES } from '@/lib/i18n/messages';

// Decision 180: students' pages carry only the namespaces their client components use. A component that
// students see must not translate from an edit-panel namespace, or it would show a raw key to students.

/** Rendered only inside the edit drawer or on editor-only pages. */
const EDITOR_ONLY = [
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
];

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

describe('client message namespaces', () => {
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

  it('students get every namespace but the edit panels; editors get all; sign-in pages a handful', () => {
    const student = namespacesFor('student');
    for (const ns of ADMIN_NAMESPACES) expect(student).not.toContain(ns);
    expect(student.length).toBe(NAMESPACES.length - ADMIN_NAMESPACES.length);
    expect(namespacesFor('editor')).toEqual(NAMESPACES);
    expect(Object.keys(clientMessages('pt-BR', 'auth')).sort()).toEqual([...AUTH_NAMESPACES].sort());
  });

  it('the sign-in tree is a small part of the catalogue', () => {
    const size = (tree: 'auth' | 'student' | 'editor') =>
      JSON.stringify(clientMessages('pt-BR', tree)).length;
    expect(size('auth')).toBeLessThan(12_000);
    expect(size('student')).toBeLessThan(size('editor') * 0.75);
  });
});
