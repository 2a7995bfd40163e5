import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import type { RequestContext } from '@/lib/server/route';

/** The platform's icon when a tenant has none (public/default-favicon.svg). */
export const DEFAULT_FAVICON = '/default-favicon.svg';

/**
 * Where /favicon.ico sends the browser: the tenant's uploaded favicon, else its square logo (issue 50),
 * else the default icon.
 */
export async function faviconLocation(ctx: RequestContext): Promise<string> {
  const s = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: { favicon: true, logoSquare: true },
  });
  return storedImageUrl(s?.favicon) ?? storedImageUrl(s?.logoSquare) ?? DEFAULT_FAVICON;
}
