import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { normalizeHost, resolveTenantByHost } from '@/lib/server/tenancy/resolve';
import { tenantCached } from '@/lib/server/tenant-cache';

export interface PublicTenant {
  id: string;
  name: string;
  logo_horizontal: string | null;
  logo_square: string | null;
  favicon: string | null;
  primary_color: string;
  text_color: string;
}

/**
 * The public branding of the tenant that owns `domain`; only the request host's own tenant is answered.
 * The domain goes through the host -> tenant cache and the branding through the per-tenant cache
 * (decision 215): no query on a warm replica.
 */
export async function getPublicTenant(ctx: RequestContext, domain: string): Promise<PublicTenant> {
  const owner = await resolveTenantByHost(normalizeHost(domain));
  if (!owner || owner.id !== ctx.tenant.id)
    throw new AppError('NOT_FOUND', { messageKey: 'errors.tenantNotFound' });
  const branding = await tenantCached(ctx.tenant.id, 'public-branding', async () => {
    const s = await ctx.db.platformSettings.findUnique({
      where: { tenantId: ctx.tenant.id },
      select: { logoHorizontal: true, logoSquare: true, favicon: true, primaryColor: true, textColor: true },
    });
    return {
      logo_horizontal: storedImageUrl(s?.logoHorizontal),
      logo_square: storedImageUrl(s?.logoSquare),
      favicon: storedImageUrl(s?.favicon),
      primary_color: s?.primaryColor ?? '#6D28D9',
      text_color: s?.textColor ?? '#FFFFFF',
    };
  });
  return { id: ctx.tenant.id, name: ctx.tenant.name, ...branding };
}
