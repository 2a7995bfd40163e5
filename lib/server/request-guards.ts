import 'server-only';
import { isHttps } from '@/lib/security/headers';
import { getEnv } from './env';
import { hasBadCharacters } from '@/lib/validation/text';
import { AppError } from './errors';

// The checks the route wrapper runs on every request before it touches the database or the body:
// same-origin for state-changing calls (CSRF), the accepted body types, the body size cap, and no
// control characters in any string input. Decisions 60–63 explain the model.

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Body encodings a handler may take; JSON only unless a handler declares forms. */
export type BodyKind = 'json' | 'multipart' | 'urlencoded';

/** Default cap of a request body (decision 61). */
export const DEFAULT_MAX_BODY = 1024 * 1024;

const crossSite = () => new AppError('FORBIDDEN', { messageKey: 'errors.crossSite' });

/** "Escola.Example.com:443" (https) -> "escola.example.com"; keeps non-default ports. */
function hostKey(rawHost: string, scheme: 'http' | 'https'): string {
  const host = rawHost.trim().toLowerCase().split(',')[0]!.trim().replace(/\.$/, '');
  return host.replace(scheme === 'https' ? /:443$/ : /:80$/, '');
}

/**
 * The scheme the browser used: the URL's, or X-Forwarded-Proto only behind a trusted proxy (the same
 * rule as the Secure cookie flag and HSTS, decision 66).
 */
function requestScheme(req: Request): 'http' | 'https' {
  return isHttps(req.headers, req.url, getEnv().TRUST_PROXY) ? 'https' : 'http';
}

/** host[:port] the browser addressed: X-Forwarded-Host only behind a trusted proxy (as tenant resolution). */
function addressedHost(req: Request, scheme: 'http' | 'https'): string {
  const forwarded = getEnv().TRUST_PROXY ? req.headers.get('x-forwarded-host') : null;
  return hostKey(forwarded ?? req.headers.get('host') ?? new URL(req.url).host, scheme);
}

/**
 * True when the Origin header names the scheme, host and port this request was addressed with: an
 * `http://` Origin is not ours on an https site (a page served over plain http, e.g. by a network
 * attacker, must not write to the https site), nor the other way round (decision 146).
 */
function originIsOurs(origin: string, req: Request): boolean {
  if (origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const scheme = requestScheme(req);
  if (url.protocol !== `${scheme}:`) return false;
  return hostKey(url.host, scheme) === addressedHost(req, scheme);
}

/**
 * CSRF guard (decision 60). For POST/PUT/PATCH/DELETE, and for GETs a handler marks `unsafeGet`:
 * - an Origin header must name the tenant host the request was addressed to (scheme, host and port);
 * - a Sec-Fetch-Site header must be `same-origin` (so a missing Origin with `cross-site` or
 *   `same-site`, e.g. a sibling subdomain, is refused);
 * - an `unsafeGet` also refuses `Sec-Fetch-Mode: navigate` (a link or a top-level redirect);
 * - a request with neither header is not a browser's cross-site request (every current browser sends
 *   Origin on non-GET requests and Sec-Fetch-* on all): servers, scripts and curl pass.
 */
export function assertSameOrigin(req: Request, opts: { unsafeGet?: boolean } = {}) {
  const unsafe = UNSAFE_METHODS.has(req.method);
  if (!unsafe && !opts.unsafeGet) return;
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  if (origin !== null && !originIsOurs(origin, req)) throw crossSite();
  if (site !== null && site !== 'same-origin') throw crossSite();
  if (!unsafe && req.headers.get('sec-fetch-mode') === 'navigate') throw crossSite();
}

export function mediaKind(contentType: string | null): BodyKind | 'other' | null {
  if (!contentType) return null;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return 'other';
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'errors.bodyTooLarge' });

/** 413 before reading anything when the declared length is over the cap. */
export function assertDeclaredLength(req: Request, maxBody: number) {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBody) throw tooLarge();
}

/**
 * Reads the body's stream until it ends or runs over `max` bytes (then it stops reading and cancels):
 * `over` says which. The one stream reader of the body checks (413 here, ADR 0211's bodyless check).
 */
export async function readUpTo(
  req: Request,
  max: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; over: boolean }> {
  if (!req.body) return { bytes: new Uint8Array(0), over: false };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      over = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { bytes, over };
}

/** Reads at most `maxBody` bytes of the stream; 413 as soon as it runs over (a lying Content-Length too). */
async function readCapped(req: Request, maxBody: number): Promise<Uint8Array<ArrayBuffer>> {
  const { bytes, over } = await readUpTo(req, maxBody);
  if (over) throw tooLarge();
  return bytes;
}

function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const k = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (k in out || key.endsWith('[]')) {
      const prev = out[k];
      out[k] = prev === undefined ? [value] : Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else out[k] = value;
  }
  return out;
}

/**
 * The request body, parsed by its declared type among those the route accepts: an empty body is
 * `undefined`; any other type (text/plain, the CSRF classic) is 415; over `maxBody` is 413.
 */
export async function readBody(
  req: Request,
  opts: { accepts: readonly BodyKind[]; maxBody: number },
): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const contentType = req.headers.get('content-type');
  const kind = mediaKind(contentType);
  if (kind !== null && (kind === 'other' || !opts.accepts.includes(kind)))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  assertDeclaredLength(req, opts.maxBody);
  const bytes = await readCapped(req, opts.maxBody);
  if (bytes.byteLength === 0) return undefined;
  if (kind === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (kind === 'multipart' || kind === 'urlencoded') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType! } }).formData();
      return formToObject(form);
    } catch {
      throw new AppError('BAD_REQUEST');
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', { messageKey: 'errors.invalidJson' });
  }
}

/** The dotted path of the first string (or object key) with a control character or lone surrogate. */
export function findBadString(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasBadCharacters(value) ? path || '(value)' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' && hasBadCharacters(name) ? path || '(file)' : null;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasBadCharacters(key)) return at;
    const found = findBadString(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * 400 with a translated message when any input string holds a control character (TAB, LF and CR
 * allowed) or a lone surrogate: they would reach Postgres (NUL is a 500 there) or the pages.
 */
export function assertCleanInput(sources: Record<string, unknown>) {
  for (const source of Object.values(sources)) {
    const path = findBadString(source);
    if (path === null) continue;
    const field = path.split('.')[0]!;
    throw new AppError('VALIDATION', {
      messageKey: 'errors.controlCharacters',
      fields: { [field]: 'errors.controlCharacters' },
    });
  }
}
