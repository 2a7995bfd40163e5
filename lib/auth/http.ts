import 'server-only';
import { getEnv } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { normalizeHost, requestHost } from '@/lib/server/tenancy/resolve';

// Request helpers of the sign-in endpoints.

/**
 * Refuses cross-site calls to the endpoints that set or clear the session cookie. The route wrapper
 * also accepts form bodies, so without this a foreign page could post a form to /api/login and sign
 * the visitor into someone else's account (login CSRF).
 */
export function assertSameOrigin(req: Request) {
  if (req.headers.get('sec-fetch-site') === 'cross-site') throw new AppError('FORBIDDEN');
  const origin = req.headers.get('origin');
  if (!origin) return;
  let host: string;
  try {
    host = normalizeHost(new URL(origin).host);
  } catch {
    throw new AppError('FORBIDDEN');
  }
  if (host !== requestHost(req)) throw new AppError('FORBIDDEN');
}

/** "https://escola.example.com:8443" as the visitor reached us; used to build links in e-mails. */
export function requestOrigin(req: Request): string {
  const trust = getEnv().TRUST_PROXY;
  const rawHost =
    (trust ? req.headers.get('x-forwarded-host') : null) ?? req.headers.get('host') ?? new URL(req.url).host;
  const host = rawHost.split(',')[0]!.trim().toLowerCase();
  // The host already resolved to this tenant; this only guards the e-mail against odd characters.
  if (!/^[a-z0-9.\-:[\]]+$/.test(host)) throw new AppError('BAD_REQUEST');
  const forwardedProto = trust ? req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : new URL(req.url).protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
