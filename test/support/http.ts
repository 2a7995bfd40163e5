// Calls route handlers with real Requests, as Next would, with the params Next would pass: read from the
// path through the app's folders (test/support/routes.ts), and checked against the handler's own params
// schema (route() exposes it), so a renamed [segment] folder fails here instead of only in production.
import { z } from 'zod';
import { resolveRoute } from './routes';

type RouteParams = Record<string, string | string[]>;
type Handler = ((req: Request, ctx?: { params: Promise<RouteParams> }) => Promise<Response>) & {
  paramsSchema?: z.ZodType;
};

export interface CallOptions {
  host: string;
  body?: unknown;
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * Only for a path no route folder matches (a handler called off its own path); otherwise the params
   * come from the path, and when given here they must equal what the path gives.
   */
  params?: RouteParams;
  /**
   * The Origin header. By default the request comes from its own host's page (`http://<host>`), as a
   * browser's same-origin fetch would; pass another origin to play a cross-site page, or null to send
   * none (a server or curl).
   */
  origin?: string | null;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookies: string[];
}

export function makeRequest(method: string, path: string, opts: CallOptions): Request {
  const origin = opts.origin === undefined ? `http://${opts.host}` : opts.origin;
  const headers = new Headers({ host: opts.host, ...(origin ? { origin } : {}), ...(opts.headers ?? {}) });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`http://${opts.host}${path}`, { method, headers, body });
}

export async function call<T = any>(
  handler: Handler,
  method: string,
  path: string,
  opts: CallOptions,
): Promise<CallResult<T>> {
  const params = paramsFor(handler, path, opts.params);
  const res = await handler(makeRequest(method, path, opts), { params: Promise.resolve(params) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers, cookies: res.headers.getSetCookie() };
}

const sameParams = (a: RouteParams, b: RouteParams) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The params Next would give `handler` for `path`; throws when a test or the route disagree with them. */
export function paramsFor(handler: Handler, path: string, given?: RouteParams): RouteParams {
  const resolved = resolveRoute(path);
  if (!resolved) return given ?? {};
  const { route, params } = resolved;
  if (given && !sameParams(given, params))
    throw new Error(
      `call(${path}): params ${JSON.stringify(given)} differ from what app/${route.file} gives: ${JSON.stringify(params)}`,
    );
  const schema = handler.paramsSchema;
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const missing = Object.keys(shape).filter(
      (k) => !(k in params) && !shape[k]!.safeParse(undefined).success,
    );
    if (missing.length)
      throw new Error(
        `app/${route.file}: its params schema reads ${missing.join(', ')}, which the folder names do not give (${Object.keys(params).join(', ') || 'none'})`,
      );
  }
  return params;
}

/** "praca_session=abc; Path=/; HttpOnly" -> "praca_session=abc" */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
