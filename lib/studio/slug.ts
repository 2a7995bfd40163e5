// Slugs of the studio (issue 46): the title with its accents folded, lower case, words joined by '-'.
// Client-importable: the 'Novo curso' form shows the slug the server will derive.

export const SLUG_MAX = 80;

/** "Edição no celular!" -> "edicao-no-celular"; '' when nothing usable is left. */
export function slugFromTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'item';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const tail = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX - tail.length)}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}
