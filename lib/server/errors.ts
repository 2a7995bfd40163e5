// One error class with a closed set of codes and one code -> status table (ARCHITECTURE.md section 4).
// `messageKey` is a key in messages/<locale>/errors.json or validation.json; the route wrapper
// translates it for the caller's locale.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_KEYS: Record<ErrorCode, string> = {
  BAD_REQUEST: 'errors.badRequest',
  VALIDATION: 'errors.validation',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  UNPROCESSABLE: 'errors.unprocessable',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.internal',
  UNAVAILABLE: 'errors.unavailable',
};

export interface AppErrorOptions {
  messageKey?: string;
  values?: Record<string, string | number>;
  /** field -> message key, for form errors */
  fields?: Record<string, string>;
  /** extra machine-readable data for the client, spread into the body (e.g. `{ metadata: {...} }`) */
  meta?: Record<string, unknown>;
  /**
   * A typed exception name the client tells apart (e.g. 'AccessDeniedToCommunityException'): answered
   * as the body's `code` instead of the generic code; the status still comes from `code`.
   */
  exception?: string;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly values?: Record<string, string | number>;
  readonly fields?: Record<string, string>;
  readonly meta?: Record<string, unknown>;
  readonly exception?: string;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    super(opts.messageKey ?? DEFAULT_KEYS[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = opts.messageKey ?? DEFAULT_KEYS[code];
    this.values = opts.values;
    this.fields = opts.fields;
    this.meta = opts.meta;
    this.exception = opts.exception;
    this.headers = opts.headers;
  }
}

export const notFound = (messageKey?: string) => new AppError('NOT_FOUND', { messageKey });
export const forbidden = (messageKey?: string) => new AppError('FORBIDDEN', { messageKey });

/**
 * The school of this host was disabled by its operator (`npm run tenant -- disable`): 503 and the typed
 * code `SchoolUnavailable`, which the pages' request hook (scripts/outage.cjs) also recognises (ADR 0480).
 */
export const SCHOOL_UNAVAILABLE = 'SchoolUnavailable';
export const schoolUnavailable = () =>
  new AppError('UNAVAILABLE', { messageKey: 'errors.schoolUnavailable', exception: SCHOOL_UNAVAILABLE });

const CONFLICT_SQLSTATES = new Set(['23505', '23P01']);

/**
 * A unique or exclusion constraint violation Prisma does not report as P2002: an exclusion
 * constraint (SQLSTATE 23P01, e.g. communities_live_order_excl) arrives as P2039 with the driver's
 * error in `meta.driverAdapterError`, and a deferred unique violation raised at COMMIT arrives as the
 * bare DriverAdapterError (kind UniqueConstraintViolation). Both mean "conflict" (decision 144).
 */
export function isConstraintConflict(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    cause?: unknown;
    meta?: unknown;
  };
  if (e.kind === 'UniqueConstraintViolation') return true;
  for (const code of [e.originalCode, e.code])
    if (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) return true;
  const adapter = (e.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  return isConstraintConflict(e.cause, depth + 1) || isConstraintConflict(adapter, depth + 1);
}
