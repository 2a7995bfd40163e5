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
] as const satisfies readonly (typeof NAMESPACES)[number][];

export type ClientTree = 'student' | 'editor';

const admin = new Set<string>(ADMIN_NAMESPACES);

export function namespacesFor(tree: ClientTree): readonly string[] {
  switch (tree) {
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
