import 'server-only';
import { AppError } from '@/lib/server/errors';
import { lockList } from '@/lib/server/ordering';
import { lockLive } from '@/lib/server/soft-delete';
import { requireActiveProducts } from '@/lib/products/service';
import type { RequestContext } from '@/lib/server/route';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import type {
  TCommunityPlansAnswer,
  TContentMediaBody,
  TOldCommunity,
  TOldCommunityCreateBody,
  TOldCommunityDetails,
  TOldCommunityEditBody,
} from './schemas';
import {
  findCommunity,
  nextOrder,
  plansOf,
  replaceProducts,
  communityProducts,
  toOldDetails,
  toOldItem,
} from './shared';

// Old-version community administration (SPEC.md 3 "Community (list item, old version)", 7 api/auth/...).
// Writes through this form mark the record as version 1 (decision 30).

const LIVE = { deletedAt: null } as const;

export async function getDetails(ctx: RequestContext, id: string): Promise<TOldCommunityDetails> {
  return toOldDetails(await findCommunity(ctx.db, id));
}

/** GET /api/auth/community/get-first/{tenant}: the lowest-ordered live community, or null. */
export async function getFirst(ctx: RequestContext): Promise<TOldCommunity | null> {
  const row = await ctx.db.community.findFirst({
    where: LIVE,
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
  });
  return row ? toOldItem(row) : null;
}

// Absent (undefined) fields of an edit are left out of the update, so they keep their stored value.
function columnsOf(body: TOldCommunityCreateBody | TOldCommunityEditBody) {
  const orNull = (v: string | undefined) => (v === undefined ? undefined : v || null);
  return {
    title: body.title,
    description: body.description,
    showRanking: body.show_ranking,
    showContinueWatching: body.show_continue_watching,
    principal: body.principal,
    backgroundColor: body.background_color,
    primaryTextColor: body.primary_text_color,
    secondaryTextColor: body.secondary_text_color,
    shadowColor: body.shadow_color,
    fontFamily: body.font_family,
    upsellText: orNull(body.button_sales_text),
    upsellLink: orNull(body.sales_url),
    publications: body.publication,
    comments: body.comments,
    links: body.links,
    likes: body.likes,
    text: body.text,
    allowFiles: body.allow_files,
    videos: body.videos,
    images: body.images,
    carousels: body.carousels,
    version: 1,
  };
}

/**
 * One main community per tenant: marking one principal first clears the flag on the others (`id` is the
 * community being saved, none for a create). A partial unique index enforces it in the database, so it
 * runs before the write; of two racing saves, the second waits for the first and then fails with 409.
 */
async function keepOnePrincipal(tx: TenantTx, id: string | null, principal: boolean) {
  if (principal)
    await tx.community.updateMany({
      where: { ...(id ? { id: { not: id } } : {}), principal: true },
      data: { principal: false },
    });
}

/** POST /api/auth/community/create */
export async function createOld(
  ctx: RequestContext,
  body: TOldCommunityCreateBody,
): Promise<TOldCommunityDetails> {
  const productIds = await requireActiveProducts(
    ctx.db,
    body.permissions_array,
    communityProducts('permissions_array'),
  );
  const id = await ctx.db.$transaction(async (tx) => {
    // the list's lock first (nextOrder takes it again): taken after clearing the principal flag, a
    // create holding the flag's row and one holding the lock waited on each other (deadlock)
    await lockList(tx, { table: 'communities', tenantId: ctx.tenant.id, live: true });
    await keepOnePrincipal(tx, null, body.principal);
    const row = await tx.community.create({
      data: {
        tenantId: ctx.tenant.id,
        ...columnsOf(body),
        active: true,
        order: await nextOrder(tx, ctx.tenant.id),
      },
    });
    await replaceProducts(tx, row.id, ctx.tenant.id, productIds);
    return row.id;
  });
  return getDetails(ctx, id);
}

/** PUT /api/auth/community/edit-community: fields and the product set (permissions_array). */
export async function editOld(
  ctx: RequestContext,
  body: TOldCommunityEditBody,
): Promise<TOldCommunityDetails> {
  await findCommunity(ctx.db, body.id);
  const productIds = await requireActiveProducts(
    ctx.db,
    body.permissions_array,
    communityProducts('permissions_array'),
  );
  await ctx.db.$transaction(async (tx) => {
    await keepOnePrincipal(tx, body.id, body.principal === true);
    await tx.community.update({ where: { id: body.id, ...LIVE }, data: columnsOf(body) });
    await replaceProducts(tx, body.id, ctx.tenant.id, productIds);
  });
  return getDetails(ctx, body.id);
}

/** POST /api/auth/community/add-plans */
export async function addPlans(
  ctx: RequestContext,
  communityId: string,
  ids: readonly string[],
): Promise<TCommunityPlansAnswer> {
  await findCommunity(ctx.db, communityId);
  const productIds = await requireActiveProducts(ctx.db, ids, communityProducts('permissions_array'));
  await ctx.db.communityProduct.createMany({
    data: productIds.map((productId) => ({ tenantId: ctx.tenant.id, communityId, productId })),
    skipDuplicates: true,
  });
  return { community_id: communityId, plans_with_access: plansOf(await findCommunity(ctx.db, communityId)) };
}

/**
 * POST /api/auth/community/remove-plans: ids not linked are ignored. A private community keeps its last
 * product (422, SPEC 5 'A comunidade precisa ter pelo menos um produto ativo'): without one no student
 * could enter it (decision 435). A public one may end with none, as the seeded one is: its products do not
 * gate it. The community's row is held FOR UPDATE, so two removals cannot each leave the other's last one.
 */
export async function removePlans(
  ctx: RequestContext,
  communityId: string,
  ids: readonly string[],
): Promise<TCommunityPlansAnswer> {
  const row = await findCommunity(ctx.db, communityId);
  await ctx.db.$transaction(async (tx) => {
    if (!(await lockLive(tx, 'communities', ctx.tenant.id, communityId, true)))
      throw new AppError('NOT_FOUND');
    const left = await tx.communityProduct.count({
      where: { communityId, productId: { notIn: [...ids] } },
    });
    if (left === 0 && row.isPrivate)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'communities.productRequired',
        fields: { permissions_array: 'communities.productRequired' },
      });
    await tx.communityProduct.deleteMany({ where: { communityId, productId: { in: [...ids] } } });
  });
  return { community_id: communityId, plans_with_access: plansOf(await findCommunity(ctx.db, communityId)) };
}

/** PUT /api/auth/community/toggle-status/{tenant}/{communityId}/{0|1} */
export async function toggleStatus(
  ctx: RequestContext,
  id: string,
  active: boolean,
): Promise<{ id: string; active: 0 | 1 }> {
  const { count } = await ctx.db.community.updateMany({ where: { id, ...LIVE }, data: { active } });
  if (count === 0) throw new AppError('NOT_FOUND');
  return { id, active: active ? 1 : 0 };
}

/** PUT /api/auth/community/edit-content-media: the switches saved at once (SPEC 4). */
export async function editContentMedia(ctx: RequestContext, body: TContentMediaBody): Promise<void> {
  const { count } = await ctx.db.community.updateMany({
    where: { id: body.id, ...LIVE },
    data: {
      publications: body.publications,
      comments: body.comments,
      likes: body.likes,
      text: body.text,
      allowFiles: body.allow_files,
      videos: body.videos,
      images: body.images,
      carousels: body.carousels,
    },
  });
  if (count === 0) throw new AppError('NOT_FOUND');
}
