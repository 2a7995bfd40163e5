import { resolveLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { domainAllowed } from '@/lib/tenants/allowed';

export const dynamic = 'force-dynamic';

// GET /api/domains/allowed?domain= — Caddy's on-demand TLS `ask`: 200 only for a domain of an active
// school, else 404 (400 for no host name). Needs no tenant: Caddy asks by the app's internal address, so
// this is not a route() handler (like /api/health; ADR 0481).
export async function GET(req: Request) {
  const t = getTranslator(resolveLocale(null, req.headers.get('accept-language')));
  const verdict = await domainAllowed(new URL(req.url).searchParams.get('domain'));
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (verdict === 'yes') return Response.json({ allowed: true }, { headers });
  const [status, key, code] =
    verdict === 'invalid'
      ? [400, 'errors.domainInvalid', 'BAD_REQUEST']
      : [404, 'errors.domainNotAllowed', 'NOT_FOUND'];
  const message = t(key);
  return Response.json({ error: message, message, code }, { status, headers });
}
