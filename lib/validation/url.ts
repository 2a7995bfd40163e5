// One URL rule for every link the product stores (issue 13 item 6): parsed with `URL`, scheme http or
// https only, no control characters or whitespace anywhere in the raw text (the WHATWG parser silently
// drops TAB/LF, which is how `java<TAB>script:` and `da<LF>ta:` slip through naive checks), and no
// scheme-relative or backslash tricks (`/\evil.example`). Client-importable: forms and handlers share it.

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

export const URL_MAX_LENGTH = 2048;

/** True for an absolute http(s) URL with a host, written without control characters or spaces. */
export function isSafeHttpUrl(raw: string): boolean {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > URL_MAX_LENGTH) return false;
  if (CONTROL_OR_SPACE.test(raw) || raw.includes('\\')) return false;
  if (!/^https?:\/\//i.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/**
 * For fields where the spec lets the user type a link without its scheme (header links, "enter without
 * {host}"): prefixes https:// when no scheme is given, then applies `isSafeHttpUrl`. Returns the
 * normalized URL, or null when it is not an acceptable link.
 */
export function normalizeHttpUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value || CONTROL_OR_SPACE.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  return isSafeHttpUrl(withScheme) ? withScheme : null;
}

/** Strips the http(s):// prefix for display and storage where the spec says so (SPEC 2.1, 5). */
export function stripHttpScheme(url: string): string {
  return url.replace(/^https?:\/\//i, '');
}

/**
 * A link inside the platform written as a path ("checkout/plano", "/curso/x"): the old-community sales
 * link takes one (SPEC 203). No scheme, no control characters or spaces, no backslash, and not
 * scheme-relative ("//evil.example" or "/\\evil.example" would leave the host).
 */
export function isSafeRelativeLink(raw: string): boolean {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > URL_MAX_LENGTH) return false;
  if (CONTROL_OR_SPACE.test(raw) || raw.includes('\\')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return false;
  try {
    return new URL(raw, 'https://platform.invalid/').origin === 'https://platform.invalid';
  } catch {
    return false;
  }
}

/** A stored link: an absolute http(s) URL by `isSafeHttpUrl`, or (where allowed) a path inside the platform. */
export function isSafeLink(raw: string, opts: { relative?: boolean } = {}): boolean {
  return isSafeHttpUrl(raw) || (!!opts.relative && isSafeRelativeLink(raw));
}
