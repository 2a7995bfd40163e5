import 'server-only';
import { getEnv } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';

// Request helpers of the sign-in endpoints. The same-origin check they once made is the route
// wrapper's now, for every handler (lib/server/request-guards.ts, decision 60).

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
