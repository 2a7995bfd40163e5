import 'server-only';
import { AppError } from '@/lib/server/errors';
import { renumberList } from '@/lib/server/ordering';
import type { RequestContext } from '@/lib/server/route';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import { listLinks, toShellLink } from '@/lib/shell/links';
import type { TShellLink } from '@/lib/shell/schemas';
import { MAX_HEADER_LINKS, type TLinkBody } from './schemas';

// Custom header links (SPEC 2.2, 2.14, 5, 7): at most three per tenant, ordered 1..n. The header and
// side menu read them through lib/shell/links.ts; the panel's saves invalidate that query.

const SELECT = { id: true, title: true, url: true, order: true, tenantId: true } as const;

const linkList = (ctx: RequestContext) => ({ table: 'navigation_links', tenantId: ctx.tenant.id }) as const;

/**
 * Serialises the tenant's link writes: a transaction-scoped advisory lock keyed by the tenant, so two
 * creates racing for the last slot run one after the other and the second sees the first's row (decision 82).
 */
async function lockLinks(tx: TenantTx, tenantId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`navigation_links:${tenantId}`}, 0))`;
}

/** Creates a link at the end of the list; the fourth is refused ('Você pode criar no máximo 3 (três) links'). */
export async function createLink(ctx: RequestContext, body: TLinkBody): Promise<TShellLink> {
  const row = await ctx.db.$transaction(async (tx) => {
    await lockLinks(tx, ctx.tenant.id);
    const existing = await tx.navigationLink.findMany({ select: { order: true } });
    if (existing.length >= MAX_HEADER_LINKS)
      throw new AppError('UNPROCESSABLE', { messageKey: 'frame.linkLimit' });
    const order = existing.reduce((max, r) => Math.max(max, r.order), 0) + 1;
    return tx.navigationLink.create({
      data: { tenantId: ctx.tenant.id, title: body.link_title, url: body.link_url, order },
      select: SELECT,
    });
  });
  return toShellLink(row);
}

/** Changes a link's title and URL; another tenant's id is a 404 like a missing one. */
export async function updateLink(ctx: RequestContext, id: string, body: TLinkBody): Promise<TShellLink> {
  const done = await ctx.db.navigationLink.updateMany({
    where: { id },
    data: { title: body.link_title, url: body.link_url },
  });
  if (done.count === 0) throw new AppError('NOT_FOUND');
  const row = await ctx.db.navigationLink.findUnique({ where: { id }, select: SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  return toShellLink(row);
}

/** Deletes a link and closes the gap so the order runs 1..n again. */
export async function deleteLink(ctx: RequestContext, id: string): Promise<{ id: string }> {
  await ctx.db.$transaction(async (tx) => {
    await lockLinks(tx, ctx.tenant.id);
    const gone = await tx.navigationLink.deleteMany({ where: { id } });
    if (gone.count === 0) throw new AppError('NOT_FOUND');
    await renumberList(tx, linkList(ctx));
  });
  return { id };
}

/**
 * Saves the order the panel shows: positions 1..n in the order of `ids`, links not named after them.
 * An id that is not one of this tenant's links is a 404; a repeated id is a 400. One statement (decision 131).
 */
export async function orderLinks(ctx: RequestContext, ids: string[]): Promise<TShellLink[]> {
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION', { messageKey: 'frame.orderInvalid' });
  const done = await ctx.db.$transaction(async (tx) => {
    await lockLinks(tx, ctx.tenant.id);
    return renumberList(tx, linkList(ctx), ids);
  });
  if (!done) throw new AppError('NOT_FOUND');
  return listLinks(ctx);
}
