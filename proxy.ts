import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/server/env';
import { HSTS, isHttps, newNonce, pageCsp, storageOrigins } from '@/lib/security/headers';

// Every page render passes here (decision 62):
// - a fresh nonce and the page's Content-Security-Policy, set on the request (Next reads the policy
//   there and puts the nonce on its own scripts; server components read `x-nonce`) and on the answer;
// - HSTS when the visitor reached us over https;
// - x-pathname / x-search, because layouts do not get the path: the (site) layout reads them to send a
//   signed-out visitor to /login?next=<path>.
export function proxy(request: NextRequest) {
  const env = getEnv();
  const nonce = newNonce();
  const csp = pageCsp({ nonce, storage: storageOrigins(env), dev: env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  headers.set('x-search', request.nextUrl.search);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('content-security-policy', csp);
  if (isHttps(request.headers, request.url, env.TRUST_PROXY))
    res.headers.set('strict-transport-security', HSTS);
  return res;
}

export const config = {
  // Pages only: not the API, Next's assets, or files with an extension (favicon.ico, /seed/*.svg...).
  // Prefetches carry no document of their own but get the same headers (harmless).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
