import type { Env } from '@/lib/server/env';

// Security headers (decision 62). Pages get a per-request nonce CSP from scripts/page-headers.cjs, the
// request hook scripts/start.mjs preloads, with the policy computed here once (decision 382); route
// handlers that serve their own HTML set a route-specific policy: reward embeds `sandboxedHtmlCsp` with
// `withCsp`, custom HTML blocks `customHtmlCsp` (ADR 0242). An `<iframe srcdoc>` inherits the parent
// page's CSP, so user HTML that needs its own scripts must come from its own route with its own header.
// Pure functions: used by scripts/start.mjs, next.config.mjs's static headers and the route wrapper.

/** Headers every answer carries (pages through next.config.mjs, the API through the wrapper too). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Lesson and live embeds (YouTube, Vimeo...) need fullscreen, autoplay, picture-in-picture and
  // encrypted-media; the platform itself needs none of the sensors. Only features Chromium knows: it logs
  // an error for every unknown one on every page (`bluetooth` was).
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Origins the browser loads stored files from and uploads to: none beyond 'self' with the local driver
 * (it serves /api/uploads/...); the bucket's public URL and endpoint with S3.
 */
export function storageOrigins(
  env: Pick<
    Env,
    'STORAGE_DRIVER' | 'S3_BUCKET' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'
  >,
): string[] {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver !== 's3') return [];
  const out = new Set<string>();
  const pub = originOf(env.S3_PUBLIC_URL);
  if (pub) out.add(pub);
  const endpoint = originOf(env.S3_ENDPOINT);
  if (endpoint) {
    out.add(endpoint);
    // virtual-hosted style puts the bucket in the host name
    if (!env.S3_FORCE_PATH_STYLE && env.S3_BUCKET) {
      const u = new URL(endpoint);
      out.add(`${u.protocol}//${env.S3_BUCKET}.${u.host}`);
    }
  } else if (env.S3_BUCKET) out.add(`https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`);
  return [...out];
}

/**
 * The policy of every page. Scripts: only those carrying this render's nonce (Next adds it to its
 * own scripts when it finds the policy on the request) and what they load ('strict-dynamic');
 * styles may be inline (Radix, dnd-kit and the croppers set style attributes); images and media from
 * us, the storage origins, and data:/blob: (the croppers' previews); frames from us and any https page
 * (lesson and live embeds); nobody but us may frame a page.
 */
export function pageCsp(opts: { nonce: string; storage: string[]; dev?: boolean }): string {
  const storage = opts.storage.join(' ');
  const sp = storage ? ` ${storage}` : '';
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${sp}`,
    `media-src 'self' blob:${sp}`,
    `font-src 'self' data:`,
    `connect-src 'self'${sp}${opts.dev ? ' ws: wss:' : ''}`,
    `frame-src 'self' https:`,
    `worker-src 'self' blob:`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ];
  return directives.join('; ');
}

/**
 * What scripts/page-headers.cjs needs, as the JSON scripts/start.mjs passes it in PRACA_PAGE_HEADERS:
 * the page policy with `nonceSlot` where each answer's nonce goes, and whether X-Forwarded-Proto counts
 * (the same rule as `isHttps`). Computed once per start from the validated environment (decision 382).
 */
export function pageHeadersConfig(
  env: Parameters<typeof storageOrigins>[0] & Pick<Env, 'TRUST_PROXY'>,
  opts: { nonceSlot: string; dev: boolean },
): string {
  const csp = pageCsp({ nonce: opts.nonceSlot, storage: storageOrigins(env), dev: opts.dev });
  return JSON.stringify({ csp, hsts: HSTS, trustProxy: env.TRUST_PROXY });
}

/**
 * The policy of a route that serves user-written HTML inside a sandboxed frame (reward embeds, custom
 * HTML blocks): the document runs in an opaque origin (no cookies, no platform API), may run its own
 * inline scripts and show https media and frames, but cannot send data anywhere by fetch/XHR/beacon
 * or forms, open popups, or be framed by anyone but the platform.
 */
export function sandboxedHtmlCsp(opts: { allowScripts?: boolean } = {}): string {
  const scripts = opts.allowScripts === false ? `'none'` : `'unsafe-inline' https:`;
  return [
    `default-src 'none'`,
    `script-src ${scripts}`,
    `style-src 'unsafe-inline' https:`,
    `img-src https: data:`,
    `media-src https:`,
    `font-src https: data:`,
    `frame-src https:`,
    `connect-src 'none'`,
    `form-action 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'self'`,
    `sandbox ${opts.allowScripts === false ? '' : 'allow-scripts '}allow-presentation`.trim(),
  ].join('; ');
}

/**
 * The policy of a custom HTML block's document (decisions 100 and 108, ADR 0242), sandboxed by `sandbox`
 * (an opaque origin: no cookies, storage or parent page). Nothing leaves for another host by default: a
 * block's merge tags put the viewer's name and e-mail in its HTML, and an image, stylesheet, font, media
 * or frame address can carry them as well as a fetch can, so every fetch directive is closed to the
 * school's own files ('self' and the storage origins) plus inline scripts and styles, `data:` and
 * `blob:`. Each of `allowedHosts` (bare host names, validated by the block's schema) opens all of them to
 * `https://<host>`, with `'unsafe-eval'` for the widget scripts it loads. Left open: a script navigating
 * the frame itself, which no CSP directive stops. Nothing of the block may frame it but our pages.
 */
export function customHtmlCsp(opts: {
  sandbox: string;
  allowedHosts: readonly string[];
  storage?: readonly string[];
}): string {
  const hosts = opts.allowedHosts
    .filter((h) => /^(\*\.)?[a-z0-9.-]+$/.test(h)) // never a policy token, whatever a row holds
    .map((h) => `https://${h}`)
    .join(' ');
  const own = ["'self'", ...(opts.storage ?? [])].join(' ');
  const plus = hosts ? ` ${hosts}` : '';
  return [
    `sandbox ${opts.sandbox}`,
    `default-src 'none'`,
    `script-src 'unsafe-inline'${hosts ? ` 'unsafe-eval' ${hosts}` : ''}`,
    `connect-src ${hosts || `'none'`}`,
    `form-action ${hosts || `'none'`}`,
    // 'self': the school's own files (uploads) also where the site runs on plain http (demo, development)
    `style-src ${own} 'unsafe-inline'${plus}`,
    `img-src ${own} data: blob:${plus}`,
    `media-src ${own} data: blob:${plus}`,
    `font-src ${own} data:${plus}`,
    `frame-src ${hosts || `'none'`}`,
    `base-uri 'none'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** Sets a route-specific policy (and nosniff) on an answer; copies immutable answers. */
export function withCsp(res: Response, policy: string): Response {
  const out = new Response(res.body, res);
  out.headers.set('Content-Security-Policy', policy);
  out.headers.set('X-Content-Type-Options', 'nosniff');
  return out;
}

/** HSTS for answers served over https (X-Forwarded-Proto only behind a trusted proxy). */
export function isHttps(headers: Headers, url: string, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return (forwarded ?? new URL(url).protocol.replace(':', '')) === 'https';
}

export const HSTS = 'max-age=31536000';
