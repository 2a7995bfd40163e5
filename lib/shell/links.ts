import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import type { TShellLink } from './schemas';

const LINK_SELECT = { id: true, title: true, url: true, order: true, tenantId: true } as const;

type LinkRow = { id: string; title: string; url: string; order: number; tenantId: string };

export function toShellLink(row: LinkRow): TShellLink {
  return { id: row.id, link_title: row.title, link_url: row.url, order: row.order, tenant_id: row.tenantId };
}

/** The tenant's custom header links, in their saved order (ties by creation). */
export async function listLinks(ctx: RequestContext): Promise<TShellLink[]> {
  const rows = await ctx.db.navigationLink.findMany({
    select: LINK_SELECT,
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
  });
  return rows.map(toShellLink);
}
