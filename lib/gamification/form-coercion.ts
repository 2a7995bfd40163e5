import { z } from 'zod';

// Form coercion: multipart forms send every value as text, arrays as repeated `key[]` fields or as
// one JSON string. These helpers read both, so one schema serves JSON and multipart.

export const blankToUndefined = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' ? undefined : v;

/** "12" -> 12; '' -> undefined (then "required" where it is required). */
export const numberFromForm = (v: unknown) => {
  const b = blankToUndefined(v);
  if (typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b))) return Number(b);
  return b;
};

// Product lists may also be sent as the items the API answered ({ plan_id } or { id }).
const idOfItem = (x: unknown) =>
  x && typeof x === 'object' && !Array.isArray(x)
    ? ((x as Record<string, unknown>).plan_id ?? (x as Record<string, unknown>).id ?? x)
    : x;

/**
 * A list from JSON, a JSON string, repeated fields or one value; '' is an empty list. `splitCommas`:
 * one text value may hold several ids separated by commas (not for links, which may contain commas).
 */
export const listFromForm = (v: unknown, splitCommas = true): unknown => {
  if (v === undefined || v === null) return v;
  if (Array.isArray(v)) return v.filter((x) => x !== '').map(idOfItem);
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return [];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        return Array.isArray(parsed) ? parsed.map(idOfItem) : parsed;
      } catch {
        return v;
      }
    }
    if (!splitCommas) return [s];
    return s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }
  return v;
};

/** 1/0, true/false, '1'/'0', 'true'/'false' -> boolean. */
export const flagFromForm = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true' || v === true) return true;
  if (v === 0 || v === '0' || v === 'false' || v === false) return false;
  return v;
};

/** An upload key or the URL the API answered for the current file; '' / 'null' / null clears it. */
export const ZUploadRef = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  z.string().trim().max(1024, 'gamification.uploadInvalid').nullable(),
);
