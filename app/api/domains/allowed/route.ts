import { randomUUID } from 'node:crypto';
import { resolveLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { AppError } from '@/lib/server/errors';
import { assertCleanInput } from '@/lib/server/request-guards';
import { errorResponse } from '@/lib/server/route';
import { domainAllowed } from '@/lib/tenants/allowed';

export const dynamic = 'force-dynamic';

// GET /api/domains/allowed?domain= — Caddy's on-demand TLS `ask`: 200 only for a domain of an active
// school, else 404 (400 for no host name). Needs no tenant: Caddy asks by the app's internal address, so
// this is not a route() handler (like /api/health), but it answers errors the way route() does (ADR 0481).
export async function GET(req: Request) {
  const t = getTranslator(resolveLocale(null, req.headers.get('accept-language')));
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  try {
    const query = Object.fromEntries(new URL(req.url).searchParams.entries());
    assertCleanInput({ query });
    const verdict = await domainAllowed(query.domain ?? null);
    if (verdict === 'yes') return Response.json({ allowed: true }, { headers });
    throw verdict === 'invalid'
      ? new AppError('BAD_REQUEST', {
          messageKey: 'errors.domainInvalid',
          fields: { domain: 'errors.domainInvalid' },
        })
      : new AppError('NOT_FOUND', { messageKey: 'errors.domainNotAllowed' });
  } catch (err) {
    return errorResponse(err, t, req.headers.get('x-request-id') ?? randomUUID());
  }
}
