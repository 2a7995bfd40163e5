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
  // Next's headers of the request as they are, without a copy into a new Request (decision 407), but
  // for one: pages speak the member's choice or the tenant's language, not the browser's
  // (lib/i18n/request.ts).
  const get = (name: string) => (name.toLowerCase() === 'accept-language' ? null : h.get(name));
  try {
    return await buildContext({ headers: { get } });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
});
