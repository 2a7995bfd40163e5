import type { Locale } from './config';
import { getMessages, NAMESPACES, type Messages } from './messages';

// Which namespaces each client tree receives (docs/decisions.md 180). Server components translate from
// the whole catalogue; only what client components call with useTranslations is serialized into the
// page, so a student's HTML no longer carries the edit panels' texts. Only the (site) layout has a
// NextIntlClientProvider: the sign-in, public and 404 pages' client components take their texts as
// props and those pages carry no messages (decision 245).

/** Used only by the edit drawer's panels, which are rendered for editors only. */
export const ADMIN_NAMESPACES = [
  'panel',
  'appearance',
  'communities',
  'communityPanel',
  'gamificationPanel',
  'frame',
  'loginPage',
  'customHtml',
  // the lesson video field and the lesson editor (components/studio), editors only
  'video',
  // the course, module and lesson-list authoring (components/studio/authoring), editors only
  'studioCourse',
  'studioLesson',
] as const satisfies readonly (typeof NAMESPACES)[number][];

/**
 * What the student shell's client components use: header, side menu, bell, search, live alert,
 * celebrations and toasts, with the shared dialogs and dates (decision 236). Each page adds what its own
 * client components use through `PageMessages` (components/i18n/page-messages.tsx);
 * test/i18n/student-namespaces.test.ts follows the client imports and holds both lists to the code, and
 * this one to what the shell uses: `errors` and `validation` left it (the API's answers come translated).
 */
export const STUDENT_SHELL_NAMESPACES = [
  'common',
  'dates',
  'ux',
  'shell',
  'search',
  'notifications',
  'lives',
  'gamificationProfile',
] as const satisfies readonly (typeof NAMESPACES)[number][];

export type Namespace = (typeof NAMESPACES)[number];

export type ClientTree = 'student-shell' | 'student' | 'editor';

const admin = new Set<string>(ADMIN_NAMESPACES);

export function namespacesFor(tree: ClientTree): readonly string[] {
  switch (tree) {
    case 'student-shell':
      return STUDENT_SHELL_NAMESPACES;
    case 'student':
      return NAMESPACES.filter((ns) => !admin.has(ns));
    case 'editor':
      return NAMESPACES;
  }
}

/** The part of the catalogue a client tree needs, for NextIntlClientProvider's `messages`. */
export function clientMessages(locale: Locale, tree: ClientTree): Partial<Messages> {
  const all = getMessages(locale) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const ns of namespacesFor(tree)) picked[ns] = all[ns];
  return picked as Partial<Messages>;
}

/** A namespace, or one part of it (`'showcase.home'`): a page sends only the parts its client code reads. */
export type PageNamespace = Namespace | `${Namespace}.${string}`;

/** The page's namespaces, or the parts of them it names, out of the locale's catalogue `all`. */
function pageOwnMessages(all: Record<string, unknown>, namespaces: readonly PageNamespace[]) {
  const picked: Record<string, unknown> = {};
  for (const name of namespaces) {
    const [ns, ...path] = name.split('.') as [string, ...string[]];
    if (!path.length) {
      picked[ns] = all[ns];
      continue;
    }
    // copy the path down to the part (the part itself is the catalogue's object)
    let from = all[ns] as Record<string, unknown> | undefined;
    let into = (picked[ns] ??= {}) as Record<string, unknown>;
    for (const [i, key] of path.entries()) {
      if (!from || typeof from !== 'object') break;
      if (i === path.length - 1) into[key] = from[key];
      else {
        from = from[key] as Record<string, unknown> | undefined;
        into = (into[key] ??= {}) as Record<string, unknown>;
      }
    }
  }
  return picked;
}

// The providers' messages go into the page as one JSON text each (decision 405): React's Flight walks an
// object prop key by key on the server and rebuilds it value by value in the browser and in the server
// render, where a string is written once and parsed by JSON.parse. The texts are made once per catalogue
// (one per locale, replaced when a dev reload rebuilds it) and client tree or page namespace list: a
// bounded set, since both come from the code.
const texts = new WeakMap<object, Map<string, string>>();

function memoText(locale: Locale, key: string, build: (all: Record<string, unknown>) => unknown): string {
  const all = getMessages(locale) as Record<string, unknown>;
  let byKey = texts.get(all);
  if (!byKey) texts.set(all, (byKey = new Map()));
  let text = byKey.get(key);
  if (text === undefined) byKey.set(key, (text = JSON.stringify(build(all))));
  return text;
}

/** `clientMessages` as the JSON text `LiteIntlProvider` takes. */
export function clientMessagesText(locale: Locale, tree: ClientTree): string {
  return memoText(locale, tree, () => clientMessages(locale, tree));
}

/**
 * What a page's `LiteIntlProvider` adds to the layout's (`PageMessages`), as JSON text: the page's
 * namespaces, whole or in part; nothing for editors, whose layout provider has the whole catalogue.
 */
export function pageMessagesText(locale: Locale, canEdit: boolean, namespaces: readonly PageNamespace[]) {
  if (canEdit) return '{}';
  return memoText(locale, `page ${namespaces.join(',')}`, (all) => pageOwnMessages(all, namespaces));
}
