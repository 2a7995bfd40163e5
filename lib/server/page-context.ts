import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { AppError } from './errors';
import { buildContext, type RequestContext } from './route';

/**
 * The request context for server components and server actions: same tenant, session and locale
 * resolution as the route wrapper. Null when the host belongs to no tenant (pages then render the
 * "unknown address" screen instead of crashing).
 */
export const getPageContext = cache(async (): Promise<RequestContext | null> => {
  const h = await headers();
  const host = h.get('host') ?? 'localhost';
  const copy = new Headers(h);
  // pages speak the member's choice or the tenant's language, not the browser's (lib/i18n/request.ts)
  copy.delete('accept-language');
  const req = new Request(`http://${host}/`, { headers: copy });
  try {
    return await buildContext(req);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
});
