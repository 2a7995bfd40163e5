// Where to send someone after signing in. Only same-site relative paths are ever followed, so a
// crafted `next`, a magic-link `redirect` or an admin's redirect_url can never be an open redirect.

export const DEFAULT_AFTER_LOGIN = '/homepage';

/** The path if it is a plain relative path on this site ("/x?y#z"), else null. */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return null;
  // Control characters and backslashes are normalised by browsers into surprising URLs.
  if (/[\u0000-\u001f\u007f\\]/.test(v)) return null;
  let url: URL;
  try {
    url = new URL(v, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /homepage with nothing after it (a query or hash is a deliberate deep link). */
function isDefaultLanding(path: string): boolean {
  return path === DEFAULT_AFTER_LOGIN || path === `${DEFAULT_AFTER_LOGIN}/`;
}

export interface RedirectSettings {
  enableRedirectLogin: boolean;
  redirectUrl: string | null;
}

/** A `next`/`redirect` target we accept: a safe relative path that is not /login (a loop) or the API. */
export function safeNextPath(value: string | null | undefined): string | null {
  const path = safeRelativePath(value);
  return path && !/^\/(login|api)(\/|\?|#|$)/.test(path) ? path : null;
}

/**
 * `next` (the page that sent the visitor to /login) wins, then the tenant's setting, then /homepage.
 * A `next` that is only the default landing (/homepage, where "/" and a bare visit end up) is no
 * explicit choice: the admin's redirect wins over it (docs/decisions.md 92).
 */
export function redirectAfterLogin(
  settings: RedirectSettings | null | undefined,
  next?: string | null,
): string {
  const fromNext = safeNextPath(next);
  if (fromNext && !isDefaultLanding(fromNext)) return fromNext;
  if (settings?.enableRedirectLogin) {
    const configured = safeRelativePath(settings.redirectUrl);
    if (configured) return configured;
  }
  return DEFAULT_AFTER_LOGIN;
}
