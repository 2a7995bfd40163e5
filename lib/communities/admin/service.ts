import 'server-only';
import { AppError } from '@/lib/server/errors';
import { lockList, renumberList } from '@/lib/server/ordering';
import { lockLive } from '@/lib/server/soft-delete';
import { requireActiveProducts } from '@/lib/products/service';
import type { RequestContext } from '@/lib/server/route';
import { privacyIssues } from './schemas';
import type {
  TCommunitiesSettings,
  TCommunityConfig,
  TCommunityCreateBody,
  TCommunityOrderBody,
  TCommunitySummary,
  TCommunityUpdateBody,
} from './schemas';
import {
  COMMUNITY_WITH_PRODUCTS,
  type CommunityRow,
  coverValue,
  findCommunity,
  nextOrder,
  replaceProducts,
  communityProducts,
  toConfig,
  toSummary,
} from './shared';

// New-version community administration (SPEC.md 2.6, 3, 4, 7 "Communities", api/v2/communities/...).
// Writes through this form mark the record as version 2 (decision 30).

const LIVE = { deletedAt: null } as const;

/** GET /api/v2/communities: every live community, by order. */
export async function listCommunities(ctx: RequestContext): Promise<{ communities: TCommunitySummary[] }> {
  const rows = await ctx.db.community.findMany({
    where: LIVE,
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
  });
  return { communities: rows.map(toSummary) };
}

export async function getCommunity(ctx: RequestContext, id: string): Promise<TCommunityConfig> {
  return toConfig(await findCommunity(ctx.db, id));
}

function columnsOf(body: TCommunityUpdateBody) {
  return {
    title: body.title,
    description: body.description,
    backgroundColor: body.background_color,
    isPrivate: body.is_private,
    active: body.is_enabled,
    hideChannelsGroups: body.hide_channels_groups,
    showContinueWatching: body.has_continue_watching,
    showRanking: body.has_ranking,
    upsellText: body.upsell_text === undefined ? undefined : body.upsell_text || null,
    upsellLink: body.upsell_link === undefined ? undefined : body.upsell_link || null,
    version: 2,
  };
}

/** SPEC 5 on the merged state: a private community needs its upsell text and link. */
function checkPrivacy(current: CommunityRow, body: TCommunityUpdateBody) {
  const issues = privacyIssues(
    {
      is_private: body.is_private ?? current.isPrivate,
      upsell_text: body.upsell_text ?? current.upsellText,
      upsell_link: body.upsell_link ?? current.upsellLink,
    },
    false,
  );
  if (issues.length)
    throw new AppError('VALIDATION', {
      messageKey: issues[0]!.message,
      fields: Object.fromEntries(issues.map((i) => [i.field, i.message])),
    });
}

/** POST /api/v2/communities: the new-version form with its products and optional cover. */
export async function createCommunity(
  ctx: RequestContext,
  body: TCommunityCreateBody,
): Promise<TCommunityConfig> {
  const productIds = await requireActiveProducts(ctx.db, body.product_ids, communityProducts('product_ids'));
  const cover = await coverValue(ctx, body.cover_path, null);
  const id = await ctx.db.$transaction(async (tx) => {
    const row = await tx.community.create({
      data: {
        tenantId: ctx.tenant.id,
        ...columnsOf(body),
        title: body.title,
        coverPath: cover ?? null,
        order: await nextOrder(tx, ctx.tenant.id),
      },
    });
    await replaceProducts(tx, row.id, ctx.tenant.id, productIds);
    return row.id;
  });
  return getCommunity(ctx, id);
}

/** PUT /api/v2/communities/{id}: the form fields; products go through PUT /{id}/products. */
export async function updateCommunity(
  ctx: RequestContext,
  id: string,
  body: TCommunityUpdateBody,
): Promise<TCommunityConfig> {
  const current = await findCommunity(ctx.db, id);
  checkPrivacy(current, body);
  const cover = await coverValue(ctx, body.cover_path, current.coverPath);
  // LIVE in the WHERE too: a community deleted since it was read is a 404, not edited back to life
  await ctx.db.community.update({
    where: { id, ...LIVE },
    data: { ...columnsOf(body), ...(cover === undefined ? {} : { coverPath: cover }) },
  });
  return getCommunity(ctx, id);
}

/** Soft delete: the row stays with deletedAt set and disappears from every list and get. */
export async function deleteCommunity(ctx: RequestContext, id: string): Promise<void> {
  const { count } = await ctx.db.community.updateMany({
    where: { id, ...LIVE },
    data: { deletedAt: new Date(), principal: false },
  });
  if (count === 0) throw new AppError('NOT_FOUND');
}

/** PUT /api/v2/communities/{id}/enable and /disable */
export async function setCommunityEnabled(
  ctx: RequestContext,
  id: string,
  enabled: boolean,
): Promise<{ id: string; isActive: boolean }> {
  const { count } = await ctx.db.community.updateMany({ where: { id, ...LIVE }, data: { active: enabled } });
  if (count === 0) throw new AppError('NOT_FOUND');
  return { id, isActive: enabled };
}

type ProductItem = { id: string; title: string };

/** GET /api/v2/communities/{id}/products */
export async function listCommunityProducts(ctx: RequestContext, id: string): Promise<ProductItem[]> {
  const row = await findCommunity(ctx.db, id);
  return row.products.map((p) => ({ id: p.productId, title: p.product.title }));
}

/** PUT /api/v2/communities/{id}/products: replaces the set (active products of the tenant only). */
export async function setCommunityProducts(
  ctx: RequestContext,
  id: string,
  ids: readonly string[],
): Promise<ProductItem[]> {
  const row = await findCommunity(ctx.db, id);
  const productIds = await requireActiveProducts(ctx.db, ids, communityProducts('ids'));
  if (row.isPrivate && productIds.length === 0)
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'communities.productRequired',
      fields: { ids: 'communities.productRequired' },
    });
  await ctx.db.$transaction(async (tx) => {
    // deleted since it was read: a 404, no products written under it
    if (!(await lockLive(tx, 'communities', ctx.tenant.id, id))) throw new AppError('NOT_FOUND');
    await replaceProducts(tx, id, ctx.tenant.id, productIds);
  });
  return listCommunityProducts(ctx, id);
}

/**
 * PUT /api/v2/communities/order: every item must name this tenant (else 404) and a live community of it;
 * orders are rewritten 1..n following the order numbers sent, in one transaction.
 */
export async function reorderCommunities(
  ctx: RequestContext,
  items: TCommunityOrderBody,
): Promise<{ communities: TCommunitySummary[] }> {
  if (items.some((i) => i.tenant_id !== undefined && i.tenant_id !== '' && i.tenant_id !== ctx.tenant.id))
    throw new AppError('NOT_FOUND');
  const ids = [...new Set(items.map((i) => i.id))];
  if (ids.length !== items.length)
    throw new AppError('VALIDATION', { messageKey: 'communities.orderInvalid' });
  const found = await ctx.db.community.count({ where: { id: { in: ids }, ...LIVE } });
  if (found !== ids.length) throw new AppError('NOT_FOUND');
  const sorted = items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  // One statement: the named communities take 1..n, the others follow in their order (decision 131).
  const list = { table: 'communities', tenantId: ctx.tenant.id, live: true } as const;
  const done = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    return renumberList(
      tx,
      list,
      sorted.map((i) => i.id),
    );
  });
  if (!done) throw new AppError('NOT_FOUND');
  return listCommunities(ctx);
}

/** The tenant's new-version config: the principal version-2 community, else the first version-2 one. */
async function findConfigRow(ctx: RequestContext) {
  return ctx.db.community.findFirst({
    where: { version: 2, ...LIVE },
    orderBy: [{ principal: 'desc' }, { order: 'asc' }, { createdAt: 'asc' }],
    include: COMMUNITY_WITH_PRODUCTS,
  });
}

export async function getConfig(ctx: RequestContext): Promise<TCommunityConfig | null> {
  const row = await findConfigRow(ctx);
  return row ? toConfig(row) : null;
}

export async function updateConfig(
  ctx: RequestContext,
  body: TCommunityUpdateBody,
): Promise<TCommunityConfig> {
  const row = await findConfigRow(ctx);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'communities.configNotFound' });
  return updateCommunity(ctx, row.id, body);
}

/** GET /api/v2/communities/settings */
export async function getSettings(ctx: RequestContext): Promise<TCommunitiesSettings> {
  const s = await ctx.db.platformSettings.findFirst({
    select: { communitiesActive: true, showCommunitiesPage: true },
  });
  return {
    active: s?.communitiesActive === false ? 0 : 1,
    show_communities_page: s?.showCommunitiesPage ? 1 : 0,
  };
}

/** PUT /api/v2/communities/settings/show-page */
export async function setShowPage(ctx: RequestContext, value: 0 | 1): Promise<TCommunitiesSettings> {
  await ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id, showCommunitiesPage: value === 1 },
    update: { showCommunitiesPage: value === 1 },
  });
  return getSettings(ctx);
}

/** PUT /api/v2/communities/settings/active: the setting and every community's active flag (SPEC 4). */
export async function setAllActive(ctx: RequestContext, value: 0 | 1): Promise<TCommunitiesSettings> {
  await ctx.db.$transaction(async (tx) => {
    await tx.platformSettings.upsert({
      where: { tenantId: ctx.tenant.id },
      create: { tenantId: ctx.tenant.id, communitiesActive: value === 1 },
      update: { communitiesActive: value === 1 },
    });
    await tx.community.updateMany({ where: LIVE, data: { active: value === 1 } });
  });
  return getSettings(ctx);
}
