import 'server-only';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { recordRequest } from './metrics';
import type { Role } from '@/lib/generated/prisma/enums';
import { can, fallbackAction, type Action } from '@/lib/auth/permissions';
import { HSTS, isHttps } from '@/lib/security/headers';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/config';
import { getTranslator, type Translate } from '@/lib/i18n/translator';
import {
  canEdit,
  readCookie,
  resolveSession,
  SESSION_COOKIE,
  type HeaderSource,
  type SessionUser,
} from './auth/session';
import { envelopes, type EnvelopeName } from './envelopes';
import { getEnv } from './env';
import { AppError, isConstraintConflict, schoolUnavailable } from './errors';
import { log } from './log';
import { assertWellFormedPath } from './malformed-path';
import { quietFailure, unavailableError, type QuietFailure } from './quiet-failures';
import { currentQueryCount, withQueryStats } from './query-stats';
import { forTenant, type TenantDb } from './tenancy/scoped-db';
import { invalidateTenantCache, withoutTenantCache } from './tenant-cache';
import { requestHost, resolveTenantByHost, type TenantInfo } from './tenancy/resolve';
import { parseWith, translateIssues } from './validation';
import { refuseUnexpectedBody } from './bodyless';
import {
  assertCleanInput,
  assertDeclaredLength,
  assertSameOrigin,
  DEFAULT_MAX_BODY,
  readBody,
  UNSAFE_METHODS,
  type BodyKind,
} from './request-guards';

/**
 * A proxy's X-Request-Id is kept only when short and plain (issue 56): anything else (long, spaces, control
 * or quote characters) would travel into every log line and response of the request; a fresh id replaces it.
 */
export function incomingRequestId(value: string | null): string | null {
  return value && /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? value : null;
}

export type AuthLevel = 'public' | 'user' | 'editor';

/** Everything a service needs to act for one request. Services take it as their first argument. */
export interface RequestContext {
  requestId: string;
  tenant: TenantInfo;
  /** the database filtered to this tenant */
  db: TenantDb;
  user: SessionUser | null;
  role: Role | null;
  canEdit: boolean;
  /**
   * From the session's read: false when the member had no level or reward to celebrate at the start of
   * the request (decision 389); undefined where no session was read (jobs, tests' hand-made contexts).
   */
  celebrationsPending?: boolean;
  locale: Locale;
  t: Translate;
  ip: string | null;
  userAgent: string | null;
}

export interface AuthedContext extends RequestContext {
  user: SessionUser;
  role: Role;
}

type Ctx<A extends AuthLevel> = A extends 'public' ? RequestContext : AuthedContext;

interface HandlerArgs<A extends AuthLevel, P, Q, B> {
  ctx: Ctx<A>;
  params: P;
  query: Q;
  body: B;
  req: Request;
  /** headers added to the answer (e.g. Set-Cookie) */
  headers: Headers;
}

export interface RouteConfig<A extends AuthLevel, P, Q, B> {
  auth: A;
  /**
   * What the endpoint does, checked against the role's permissions (lib/auth/permissions.ts, ADR 0500):
   * a role without it answers 403. Absent: the fallback of `auth` ('editor' -> owner and admin only).
   */
  action?: Action;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  envelope?: EnvelopeName;
  status?: number;
  /**
   * A path param that holds a tenant id under another name, when one folder serves two documented
   * paths (e.g. `/marquee/{tenant}` for GET and `/marquee/{id}` for DELETE share `[id]`): the wrapper
   * checks it like `tenant` (another tenant's id -> 404).
   */
  tenantParam?: string;
  /** body encodings taken (default JSON only); a type not listed answers 415 (decision 60) */
  accepts?: readonly BodyKind[];
  /** largest request body in bytes (default 1 MB); over it answers 413 before parsing (decision 61) */
  maxBody?: number;
  /**
   * The handler reads the request's stream itself (a presigned upload): without a `body` schema the
   * wrapper otherwise refuses any body with 415 (ADR 0211).
   */
  streamsBody?: boolean;
  /**
   * A GET that changes state (documented as such by the SPEC): refused, like unsafe methods, unless
   * same-origin, and refused as a navigation (decision 60).
   */
  unsafeGet?: boolean;
  handler: (args: HandlerArgs<A, P, Q, B>) => Promise<unknown> | unknown;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** Names under which callers pass a tenant id; any of them must equal the host's tenant (else 404). */
const TENANT_KEYS = ['tenant', 'tenantId', 'tenant_id'] as const;

function assertSameTenant(source: unknown, tenantId: string) {
  if (!source || typeof source !== 'object') return;
  for (const key of TENANT_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && value !== '' && String(value) !== tenantId)
      throw new AppError('NOT_FOUND');
  }
}

function parseOrThrow<T>(schema: z.ZodType<T> | undefined, input: unknown, t: Translate): T {
  if (!schema) return input as T;
  const result = parseWith(schema, input);
  if (result.success) return result.data as T;
  const { message, fields } = translateIssues(result.error, t);
  throw Object.assign(new AppError('VALIDATION'), { translated: message, translatedFields: fields });
}

/**
 * The client's address, for per-IP login throttling (decision 65). Behind a proxy we trust
 * (TRUST_PROXY): its X-Forwarded-For entry, the right-most one, is the address it saw; entries to the
 * left are whatever the client sent. Without one: the TCP peer's address, which Next does not expose
 * to handlers, so scripts/peer-address.cjs (preloaded by scripts/start.mjs) writes it into
 * `x-praca-peer` with a per-start secret; any other value of that header (a client's forgery, or a
 * server started without the preload) is ignored and there is no per-IP limit, only per e-mail.
 */
export function clientIp(req: HeaderSource): string | null {
  if (getEnv().TRUST_PROXY) {
    const fwd = req.headers.get('x-forwarded-for');
    const last = fwd?.split(',').pop()?.trim();
    return (last || req.headers.get('x-real-ip')?.trim()) ?? null;
  }
  return peerAddress(req.headers.get('x-praca-peer'));
}

function peerAddress(header: string | null): string | null {
  const token = getEnv().PRACA_PEER_TOKEN;
  if (!header || !token || token.length < 32) return null;
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const given = Buffer.from(header.slice(0, space));
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ip = header.slice(space + 1).trim();
  return ip && ip.length <= 64 ? ip : null;
}

/** Maps anything thrown to a status and a translated body; never exposes a stack trace. */
export function errorResponse(err: unknown, t: Translate, requestId: string): Response {
  let appErr: AppError;
  if (err instanceof AppError) appErr = err;
  else if (isPrismaKnown(err, 'P2025')) appErr = new AppError('NOT_FOUND');
  else if (isPrismaKnown(err, 'P2002') || isConstraintConflict(err)) appErr = new AppError('CONFLICT');
  else if (isPrismaKnown(err, 'P2003')) appErr = new AppError('UNPROCESSABLE');
  // a value the database refuses as malformed (an id that is not a UUID) came from the caller: a 400, for
  // any handler that did not check it first (decision 435)
  else if (isPrismaKnown(err, 'P2007')) appErr = new AppError('BAD_REQUEST');
  else appErr = unavailableError(err) ?? new AppError('INTERNAL');
  const extra = err as { translated?: string; translatedFields?: Record<string, string> };
  const message = extra.translated ?? t(appErr.messageKey, appErr.values);
  const fields =
    extra.translatedFields ??
    (appErr.fields
      ? Object.fromEntries(Object.entries(appErr.fields).map(([k, v]) => [k, t(v)]))
      : undefined);
  const body = {
    error: message,
    message,
    code: appErr.exception ?? appErr.code,
    ...(fields ? { fields } : {}),
    ...(appErr.meta ?? {}),
  };
  return Response.json(body, {
    status: appErr.status,
    headers: { 'x-request-id': requestId, 'cache-control': 'no-store', ...(appErr.headers ?? {}) },
  });
}

/**
 * Every answer of the wrapper carries nosniff, and HSTS when served over https (decision 62);
 * immutable answers (Response.redirect) are copied first.
 */
function withSecurityHeaders(res: Response, req: Request): Response {
  let out = res;
  try {
    out.headers.set('x-content-type-options', 'nosniff');
  } catch {
    out = new Response(res.body, res);
    out.headers.set('x-content-type-options', 'nosniff');
  }
  if (isHttps(req.headers, req.url, getEnv().TRUST_PROXY)) out.headers.set('strict-transport-security', HSTS);
  return out;
}

function isPrismaKnown(err: unknown, code: string) {
  return (
    !!err && typeof err === 'object' && (err as { code?: unknown }).code === code && 'clientVersion' in err
  );
}

/** Builds the context of one request: tenant by host, session, locale. Also used by server pages. */
export async function buildContext(
  req: HeaderSource,
  requestId: string = randomUUID(),
): Promise<RequestContext> {
  const locale0 = resolveLocale(readCookie(req, LOCALE_COOKIE), req.headers.get('accept-language'));
  const tenant = await resolveTenantByHost(requestHost(req));
  if (!tenant)
    throw Object.assign(new AppError('NOT_FOUND', { messageKey: 'errors.tenantNotFound' }), { locale0 });
  // A disabled school refuses every page, sign-in and API call alike; its rows stay (ADR 0480).
  if (tenant.disabled) throw Object.assign(schoolUnavailable(), { locale0 });
  const session = await resolveSession(tenant.id, readCookie(req, SESSION_COOKIE));
  const locale = readCookie(req, LOCALE_COOKIE)
    ? locale0
    : resolveLocale(session?.user.locale, req.headers.get('accept-language'));
  return {
    requestId,
    tenant,
    db: forTenant(tenant.id),
    user: session?.user ?? null,
    role: session?.role ?? null,
    canEdit: canEdit(session?.role),
    celebrationsPending: session?.celebrationsPending ?? false,
    locale,
    t: getTranslator(locale),
    ip: clientIp(req),
    userAgent: req.headers.get('user-agent'),
  };
}

/**
 * Declares a route handler: tenant by host, session, role check, tenant-id match, input validation
 * with translated messages, the documented envelope, error mapping and one log line per request.
 */
export function route<A extends AuthLevel, P = undefined, Q = undefined, B = undefined>(
  config: RouteConfig<A, P, Q, B>,
) {
  // The params schema rides on the handler so the test harness can check it against the route's folder
  // names (test/support/routes.ts): a renamed [segment] folder without a schema change fails a test.
  // `bodyless` tells the conformance suite which writes must refuse a body (ADR 0211).
  return Object.assign(handle, {
    paramsSchema: config.params,
    bodyless: !config.body && !config.streamsBody,
    auth: config.auth,
    action: config.action ?? fallbackAction(config.auth),
    actionIsFallback: !config.action,
  });

  async function handle(req: Request, next?: NextRouteContext): Promise<Response> {
    const requestId = incomingRequestId(req.headers.get('x-request-id')) ?? randomUUID();
    const started = performance.now();
    const url = new URL(req.url);
    let ctx: RequestContext | undefined;
    let t = getTranslator(resolveLocale(readCookie(req, LOCALE_COOKIE), req.headers.get('accept-language')));
    let res: Response;
    let queries = 0;
    let quiet: QuietFailure | null = null;
    try {
      res = await withQueryStats(async () => {
        try {
          assertWellFormedPath(req, url.pathname);
          assertSameOrigin(req, { unsafeGet: config.unsafeGet });
          const maxBody = config.maxBody ?? DEFAULT_MAX_BODY;
          if (UNSAFE_METHODS.has(req.method)) assertDeclaredLength(req, maxBody);
          ctx = await buildContext(req, requestId);
          t = ctx.t;
          if (config.auth !== 'public' && !ctx.user) throw new AppError('UNAUTHENTICATED');
          if (config.auth === 'editor' && !ctx.canEdit) throw new AppError('FORBIDDEN');
          // a team member whose role lacks the action is told so, not only refused (ADR 0500)
          if (!can(ctx, config.action ?? fallbackAction(config.auth)))
            throw new AppError('FORBIDDEN', { messageKey: ctx.canEdit ? 'errors.forbiddenRole' : undefined });

          const rawParams = next ? await next.params : {};
          const rawQuery = Object.fromEntries(url.searchParams.entries());
          const rawBody = config.body
            ? await readBody(req, { accepts: config.accepts ?? ['json'], maxBody })
            : config.streamsBody
              ? undefined
              : await refuseUnexpectedBody(req);
          assertCleanInput({ params: rawParams, query: rawQuery, body: rawBody });
          assertSameTenant(rawParams, ctx.tenant.id);
          if (config.tenantParam) {
            const value = (rawParams as Record<string, unknown>)[config.tenantParam];
            if (String(value ?? '') !== ctx.tenant.id) throw new AppError('NOT_FOUND');
          }
          assertSameTenant(rawQuery, ctx.tenant.id);
          assertSameTenant({ tenantId: req.headers.get('tenantid') ?? undefined }, ctx.tenant.id);
          assertSameTenant(rawBody, ctx.tenant.id);

          const params = parseOrThrow(config.params, rawParams, t);
          const query = parseOrThrow(config.query, rawQuery, t);
          const body = parseOrThrow(config.body, rawBody, t);
          const headers = new Headers({ 'x-request-id': requestId, 'cache-control': 'no-store' });
          let result: unknown;
          const editorWrite = ctx.canEdit && (UNSAFE_METHODS.has(req.method) || config.unsafeGet);
          const run = async () => config.handler({ ctx: ctx as Ctx<A>, params, query, body, req, headers });
          try {
            // Inside an editor's write, cached tenant reads load afresh (what the handler reads back is
            // what it wrote); afterwards the tenant's cache is emptied, once its writes are committed, so
            // the next read loads again (decisions 215, 235).
            result = await (editorWrite ? withoutTenantCache(run) : run());
          } finally {
            if (editorWrite) invalidateTenantCache(ctx!.tenant.id);
          }
          if (result instanceof Response) return result;
          const envelope = envelopes[config.envelope ?? 'data'];
          const status = config.status ?? 200;
          if (status === 204) return new Response(null, { status, headers });
          return Response.json(envelope(result), { status, headers });
        } finally {
          queries = currentQueryCount();
        }
      });
    } catch (err) {
      quiet = err instanceof AppError ? null : quietFailure(err, req);
      if (!(err instanceof AppError) && !quiet) {
        log('error', 'request failed', {
          requestId,
          method: req.method,
          path: url.pathname,
          error:
            err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
        });
      }
      res = errorResponse(err, t, requestId);
    }
    res = withSecurityHeaders(res, req);
    if (getEnv().BENCH_QUERY_HEADER === '1') res.headers.set('x-query-count', String(queries));
    const ms = Math.round(performance.now() - started);
    recordRequest(req.method, url.pathname, res.status, ms);
    log(quiet?.level ?? 'info', 'request', {
      requestId,
      method: req.method,
      path: url.pathname,
      status: res.status,
      ms,
      queries,
      tenant: ctx?.tenant.id,
      user: ctx?.user?.id,
      ...quiet?.fields,
    });
    return res;
  }
}
