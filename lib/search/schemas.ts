import { z } from 'zod';
import { hasBadCharacters } from '@/lib/validation/text';
import { MAX_LIMIT, QUICK_LIMIT, SEARCH_KINDS, TERM_MAX, type TSearchKind } from './urls';

// Search (SPEC 2.14, issue 3): schemas shared by the endpoint, the /search page and the header modal.

export {
  MAX_LIMIT,
  PAGE_LIMIT,
  QUICK_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_KINDS,
  searchApiUrl,
  searchPageUrl,
  TERM_MAX,
  type TSearchKind,
} from './urls';

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
  /**
   * where it lives: the course title of a module, "course · module" of a lesson, the community of a post,
   * "community · post" of a comment; null for a course
   */
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
  /** community posts and comments the member may read (issue 54) */
  post: TSearchGroup;
  comment: TSearchGroup;
}
