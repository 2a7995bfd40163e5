import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { normalizeHost } from '@/lib/server/tenancy/resolve';

export interface PublicTenant {
  id: string;
  name: string;
  logo_horizontal: string | null;
  logo_square: string | null;
  favicon: string | null;
  primary_color: string;
  text_color: string;
}

/** The public branding of the tenant that owns `domain`; only the request host's own tenant is answered. */
export async function getPublicTenant(ctx: RequestContext, domain: string): Promise<PublicTenant> {
  const row = await prisma.tenantDomain.findUnique({
    where: { host: normalizeHost(domain) },
    select: { tenantId: true },
  });
  if (!row || row.tenantId !== ctx.tenant.id)
    throw new AppError('NOT_FOUND', { messageKey: 'errors.tenantNotFound' });
  const s = await ctx.db.platformSettings.findUnique({ where: { tenantId: ctx.tenant.id } });
  return {
    id: ctx.tenant.id,
    name: ctx.tenant.name,
    logo_horizontal: storedImageUrl(s?.logoHorizontal),
    logo_square: storedImageUrl(s?.logoSquare),
    favicon: storedImageUrl(s?.favicon),
    primary_color: s?.primaryColor ?? '#6D28D9',
    text_color: s?.textColor ?? '#FFFFFF',
  };
}
