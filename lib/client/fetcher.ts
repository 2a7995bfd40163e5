// The one fetch helper of the browser: JSON in and out, same-origin cookies, and an ApiError that
// carries the status and the server's already-translated message and field errors.

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  /** the parsed error body, for callers that need extra fields (e.g. a typed exception name) */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    opts: { code?: string; fields?: Record<string, string>; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = opts.code;
    this.fields = opts.fields;
    this.body = opts.body;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** a plain value is sent as JSON; FormData/Blob/string are sent as they are */
  body?: unknown;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  )
    return body;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls an API path and returns its parsed JSON. Throws ApiError for non-2xx answers (status 0 for a
 * network failure); `message` is the server's translated text when it sent one, else `fallbackMessage`.
 */
export async function apiFetch<T = unknown>(
  path: string,
  opts: ApiFetchOptions = {},
  fallbackMessage = '',
): Promise<T> {
  const headers = new Headers(opts.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // answers (toasts, field errors) in the page's language rather than the browser's
  if (!headers.has('accept-language') && typeof document !== 'undefined' && document.documentElement.lang)
    headers.set('accept-language', document.documentElement.lang);
  const body = encodeBody(opts.body, headers);
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...opts, headers, body });
  } catch (err) {
    throw new ApiError(0, fallbackMessage || (err instanceof Error ? err.message : String(err)));
  }
  const data = await readJson(res);
  if (!res.ok) {
    const e = (data && typeof data === 'object' ? data : {}) as {
      message?: unknown;
      error?: unknown;
      code?: unknown;
      fields?: unknown;
    };
    const message =
      typeof e.message === 'string'
        ? e.message
        : typeof e.error === 'string'
          ? e.error
          : fallbackMessage || res.statusText;
    throw new ApiError(res.status, message, {
      code: typeof e.code === 'string' ? e.code : undefined,
      fields: e.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : undefined,
      body: data,
    });
  }
  return data as T;
}
