// Calls route handlers with real Requests, as Next would.
type Handler = (
  req: Request,
  ctx?: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export interface CallOptions {
  host: string;
  body?: unknown;
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
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
  const res = await handler(makeRequest(method, path, opts), { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers, cookies: res.headers.getSetCookie() };
}

/** "praca_session=abc; Path=/; HttpOnly" -> "praca_session=abc" */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
