// Pure navigation rules of the header and side menu (SPEC.md sections 2.1 to 2.3). Client-importable.

export const DESKTOP_BREAKPOINT = 1024;
/** header background fades from 0 to HEADER_FADE_MAX over the first HEADER_FADE_PX of scroll */
export const HEADER_FADE_PX = 300;
export const HEADER_FADE_MAX = 0.9;

export const ROUTES = {
  home: '/homepage',
  favorites: '/favoritos',
  /** the principal community when it is the only one, else the explorer (app/(site)/comunidade/page.tsx) */
  communities: (tenantId: string) => `/comunidade?tenant=${encodeURIComponent(tenantId)}`,
  profile: '/dashboard/profile',
  reviews: '/avaliacoes',
  reminders: '/lembretes',
  lives: '/live',
  notifications: '/notifications',
  login: '/login',
} as const;

/** Home, course and module pages get the fixed header that fades in with scroll. */
export function isFadingHeaderPath(pathname: string): boolean {
  return pathname === '/homepage' || /^\/(curso|modulo)(\/|$)/.test(pathname);
}

/** A live page: the path contains /live and the query has `watch` (SPEC.md section 2.1). */
export function isLivePage(
  pathname: string,
  search: URLSearchParams | { has(name: string): boolean },
): boolean {
  return /(^|\/)live(\/|$)/.test(pathname) && search.has('watch');
}

export function headerOpacity(scrollY: number): number {
  if (!(scrollY > 0)) return 0;
  return Math.min(scrollY / HEADER_FADE_PX, 1) * HEADER_FADE_MAX;
}

/** Communities link: shown when the setting is on or a community exists (SPEC.md section 2.2). */
export function showCommunitiesLink(showCommunitiesPage: boolean, hasCommunity: boolean): boolean {
  return showCommunitiesPage || hasCommunity;
}

/** "https://site.com/x" -> "site.com/x": how link URLs are displayed. */
export function displayUrl(url: string): string {
  return url.trim().replace(/^https?:\/\//i, '');
}

export interface CustomLinkTarget {
  href: string;
  /** false when the link points at this platform's own host (opened in the same tab) */
  external: boolean;
}

/**
 * Where a custom header link goes. URLs are saved without their http(s):// prefix, so one is added;
 * any other scheme (javascript:, data:...) is refused. The custom-links=true flag is appended
 * (SPEC.md section 2.1). A link to the current host becomes a same-tab relative path.
 */
export function customLinkTarget(rawUrl: string, currentHost: string): CustomLinkTarget | null {
  const raw = rawUrl.trim();
  if (!raw) return null;
  let url: URL;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//'))
      url = new URL(raw, `https://${currentHost || 'localhost'}`);
    else if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[^/]+:\d+(\/|$)/.test(raw)) url = new URL(raw);
    else url = new URL(`https://${raw.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('custom-links', 'true');
  const host = currentHost.toLowerCase();
  if (host && url.host.toLowerCase() === host)
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  return { href: url.toString(), external: true };
}

/** "Maria Clara Souza" -> "Maria" */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** "Maria Clara Souza" -> "MS"; "ana" -> "A" */
export function userInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]![0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}
