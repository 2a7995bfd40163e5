import { z } from 'zod';
import { hasBadCharacters } from '@/lib/validation/text';

// Search (SPEC 2.14, issue 3): schemas shared by the endpoint, the /search page and the header modal.

export const SEARCH_KINDS = ['course', 'module', 'lesson'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/** How many hits per kind: the modal's quick results, the /search page's groups, and the cap. */
export const QUICK_LIMIT = 4;
export const PAGE_LIMIT = 12;
export const MAX_LIMIT = 24;
/** SPEC 9: the modal waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
export const TERM_MAX = 100;

export const ZSearchTerm = z
  .string()
  .trim()
  .min(1, 'search.termRequired')
  .max(TERM_MAX, 'search.termTooLong')
  .refine((v) => !hasBadCharacters(v), 'errors.controlCharacters');

export const ZSearchQuery = z.object({
  term: ZSearchTerm,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(QUICK_LIMIT),
  /** only this kind (the "ver mais" view); absent = every kind */
  kind: z.enum(SEARCH_KINDS).optional(),
});
export type TSearchQuery = z.output<typeof ZSearchQuery>;

export interface TSearchHit {
  id: string;
  kind: TSearchKind;
  title: string;
  /** the page to open (lib/course/urls.ts) */
  href: string;
  image: string | null;
  /** where it lives: the course title of a module, "course · module" of a lesson; null for a course */
  context: string | null;
}

export interface TSearchGroup {
  items: TSearchHit[];
  has_more: boolean;
}

export interface TSearchResult {
  term: string;
  page: number;
  limit: number;
  course: TSearchGroup;
  module: TSearchGroup;
  lesson: TSearchGroup;
}

/** The /search page address for a term (SPEC 2.14: the query parameter is `search`). */
export function searchPageUrl(term: string, opts: { kind?: TSearchKind; page?: number } = {}) {
  const q = new URLSearchParams({ search: term });
  if (opts.kind) q.set('kind', opts.kind);
  if (opts.page && opts.page > 1) q.set('page', String(opts.page));
  return `/search?${q.toString()}`;
}

export function searchApiUrl(term: string, limit = QUICK_LIMIT) {
  return `/api/auth/search?${new URLSearchParams({ term, limit: String(limit) }).toString()}`;
}
