import { randomUUID } from 'node:crypto';
import { resolveLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import { quietFailure, type QuietFailure } from '@/lib/server/quiet-failures';
import { assertCleanInput } from '@/lib/server/request-guards';
import { errorResponse } from '@/lib/server/route';
import { domainAllowed } from '@/lib/tenants/allowed';

export const dynamic = 'force-dynamic';

// GET /api/domains/allowed?domain= — Caddy's on-demand TLS `ask`: 200 only for a domain of an active
// school, else 404 (400 for no host name). Needs no tenant: Caddy asks by the app's internal address, so
// this is not a route() handler (like /api/health), but it answers and logs errors the way route() does
// (ADR 0481): 503 with Retry-After and one quiet line while the database is unavailable.
export async function GET(req: Request) {
  const started = performance.now();
  const requestId = req.headers.get('x-request-id') ?? randomUUID();
  const t = getTranslator(resolveLocale(null, req.headers.get('accept-language')));
  let res: Response;
  let quiet: QuietFailure | null = null;
  try {
    const query = Object.fromEntries(new URL(req.url).searchParams.entries());
    assertCleanInput({ query });
    const verdict = await domainAllowed(query.domain ?? null);
    if (verdict !== 'yes')
      throw verdict === 'invalid'
        ? new AppError('BAD_REQUEST', {
            messageKey: 'errors.domainInvalid',
            fields: { domain: 'errors.domainInvalid' },
          })
        : new AppError('NOT_FOUND', { messageKey: 'errors.domainNotAllowed' });
    res = Response.json(
      { allowed: true },
      {
        headers: {
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-request-id': requestId,
        },
      },
    );
  } catch (err) {
    quiet = err instanceof AppError ? null : quietFailure(err, req);
    if (!(err instanceof AppError) && !quiet)
      log('error', 'request failed', {
        requestId,
        path: '/api/domains/allowed',
        error:
          err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
      });
    res = errorResponse(err, t, requestId);
    res.headers.set('x-content-type-options', 'nosniff');
  }
  log(quiet?.level ?? 'info', 'request', {
    requestId,
    method: 'GET',
    path: '/api/domains/allowed',
    status: res.status,
    ms: Math.round(performance.now() - started),
    ...quiet?.fields,
  });
  return res;
}
