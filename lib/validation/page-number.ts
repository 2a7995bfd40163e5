/**
 * A page number from an address's `?page=` (a value, several, or none): 1 when missing or not a number,
 * at least 1, at most `max` (an old or hand-made link never asks for an offset the database would scan
 * to). Used by the student pages that page on the server (/search, /favoritos).
 */
export const MAX_PAGE = 1000;

export function pageNumber(value: string | string[] | undefined, max = MAX_PAGE): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number.parseInt(raw ?? '1', 10) || 1;
  return Math.min(Math.max(n, 1), max);
}
