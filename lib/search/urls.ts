// Zod-free pieces of lib/search/schemas.ts for the header's search modal, on every student page
// (decision 231): importing the schemas module would put zod in the shared first-load chunk.

export const SEARCH_KINDS = ['course', 'module', 'lesson', 'post', 'comment'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/** How many hits per kind: the modal's quick results, the /search page's groups, and the cap. */
export const QUICK_LIMIT = 4;
export const PAGE_LIMIT = 12;
export const MAX_LIMIT = 24;
/** SPEC 9: the modal waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
export const TERM_MAX = 100;

/** The /search page address for a term (SPEC 2.14: the query parameter is `search`). */
export function searchPageUrl(term: string, opts: { kind?: TSearchKind; page?: number } = {}) {
  const q = new URLSearchParams({ search: term });
  if (opts.kind) q.set('kind', opts.kind);
  if (opts.page && opts.page > 1) q.set('page', String(opts.page));
  return `/search?${q.toString()}`;
}

/**
 * The term of a /search address: `search` (SPEC 2.14), or `q` as most sites name it (issue 54); the
 * first value when repeated, cut at TERM_MAX.
 */
export function searchTermParam(sp: Record<string, string | string[] | undefined>): string {
  const pick = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return (pick(sp.search) || pick(sp.q) || '').slice(0, TERM_MAX);
}

export function searchApiUrl(term: string, limit = QUICK_LIMIT) {
  return `/api/auth/search?${new URLSearchParams({ term, limit: String(limit) }).toString()}`;
}
