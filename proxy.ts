import { NextResponse, type NextRequest } from 'next/server';

// Tells server components which page is being rendered (layouts do not get the path): the (site)
// layout reads x-pathname / x-search to send a signed-out visitor to /login?next=<path>.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  headers.set('x-search', request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the API, Next's assets, or files with an extension (favicon.ico, /seed/*.svg...).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
