import 'server-only';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { prisma } from '@/lib/server/db';
import type { RequestContext } from '@/lib/server/route';
import { forTenant } from '@/lib/server/tenancy/scoped-db';

/**
 * A school's context outside a request (a job): its scoped database, no user, the default language.
 * The services take it like a request's; only the tenant's row is read on the global client.
 */
export async function tenantJobContext(tenantId: string): Promise<RequestContext> {
  const tenant = await prisma.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { id: true, name: true, slug: true },
  });
  return {
    requestId: randomUUID(),
    tenant,
    db: forTenant(tenant.id),
    user: null,
    role: null,
    canEdit: false,
    locale: DEFAULT_LOCALE,
    t: getTranslator(DEFAULT_LOCALE),
    ip: null,
    userAgent: null,
  };
}
