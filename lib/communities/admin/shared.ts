import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/server/errors';
import { lockList } from '@/lib/server/ordering';
import type { RequestContext } from '@/lib/server/route';
import { UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import type { TenantTx } from '@/lib/server/tenancy/scoped-db';
import type { ProductRuleMessages } from '@/lib/products/service';
import { COMMUNITY_COVER_KIND } from '../options';
import type { TCommunityConfig, TCommunitySummary, TOldCommunity, TOldCommunityDetails } from './schemas';

// What the old-version (lib/communities/admin/legacy.ts) and new-version (lib/communities/admin/service.ts) services
// share: one community record serves both forms (decision 30), so one row maps to either answer.

export type Db = RequestContext['db'] | TenantTx;

export const COMMUNITY_WITH_PRODUCTS = {
  products: {
    select: { productId: true, product: { select: { title: true } } },
    orderBy: { createdAt: 'asc' },
  },
} as const satisfies Prisma.CommunityInclude;

export type CommunityRow = Prisma.CommunityGetPayload<{ include: typeof COMMUNITY_WITH_PRODUCTS }>;
type PlainRow = Prisma.CommunityGetPayload<object>;

const bit = (v: boolean): 0 | 1 => (v ? 1 : 0);

/** A live (not soft-deleted) community of the tenant, or 404. */
export async function findCommunity(db: Db, id: string): Promise<CommunityRow> {
  const row = await db.community.findFirst({
    where: { id, deletedAt: null },
    include: COMMUNITY_WITH_PRODUCTS,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function toConfig(r: CommunityRow): TCommunityConfig {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    cover_path: r.coverPath,
    cover_presigned_url: storedImageUrl(r.coverPath),
    background_color: r.backgroundColor,
    is_private: r.isPrivate,
    isActive: r.active,
    hide_channels_groups: r.hideChannelsGroups,
    has_continue_watching: r.showContinueWatching,
    has_ranking: r.showRanking,
    product_ids: r.products.map((p) => p.productId),
    upsell_text: r.upsellText ?? '',
    upsell_link: r.upsellLink ?? '',
    deleted_at: r.deletedAt ? r.deletedAt.toISOString() : null,
    order: r.order,
    version: r.version,
  };
}

export function toSummary(r: PlainRow): TCommunitySummary {
  return {
    id: r.id,
    title: r.title,
    order: r.order,
    is_enabled: r.active,
    version: r.version,
    is_private: r.isPrivate,
    principal: r.principal,
  };
}

export function toOldItem(r: PlainRow): TOldCommunity {
  return {
    id: r.id,
    title: r.title,
    tenant_id: r.tenantId,
    active: bit(r.active),
    principal: bit(r.principal),
    show_ranking: bit(r.showRanking),
    show_continue_watching: bit(r.showContinueWatching),
    description: r.description,
    background_color: r.backgroundColor,
    button_sales_text: r.upsellText ?? '',
    sales_url: r.upsellLink ?? '',
    primary_text_color: r.primaryTextColor,
    secondary_text_color: r.secondaryTextColor,
    shadow_color: r.shadowColor,
    font_family: r.fontFamily,
    order: r.order,
    version: r.version,
  };
}

export function plansOf(r: CommunityRow): TOldCommunityDetails['plans_with_access'] {
  return r.products.map((p) => ({ plan_id: p.productId, plan_details: { title: p.product.title } }));
}

export function toOldDetails(r: CommunityRow): TOldCommunityDetails {
  return {
    ...toOldItem(r),
    publications: bit(r.publications),
    comments: bit(r.comments),
    likes: bit(r.likes),
    text: bit(r.text),
    files: bit(r.allowFiles),
    videos: bit(r.videos),
    images: bit(r.images),
    carousels: bit(r.carousels),
    links: bit(r.links),
    plans_with_access: plansOf(r),
  };
}

/** The messages of the shared product rule (lib/products/service.ts) in the community forms. */
export const communityProducts = (field: string): ProductRuleMessages => ({
  notFound: 'communities.productNotFound',
  inactive: 'communities.invalidProducts',
  field,
});

/** Replaces the product set of a community (inside the caller's transaction). */
export async function replaceProducts(
  tx: TenantTx,
  communityId: string,
  tenantId: string,
  ids: readonly string[],
) {
  await tx.communityProduct.deleteMany({ where: { communityId, productId: { notIn: [...ids] } } });
  if (ids.length)
    await tx.communityProduct.createMany({
      data: ids.map((productId) => ({ tenantId, communityId, productId })),
      skipDuplicates: true,
    });
}

/**
 * The next order number (orders start at 1), under the list's advisory lock so two concurrent creates
 * never take the same one (decision 132). Call inside the create's transaction.
 */
export async function nextOrder(db: Db, tenantId: string): Promise<number> {
  await lockList(db, { table: 'communities', tenantId, live: true });
  const agg = await db.community.aggregate({ where: { deletedAt: null }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

/**
 * What to store as cover: undefined keeps the current one, null removes it, the current value (or the
 * URL it answers as) keeps it; anything else must be a finished 'community-cover' upload of this tenant,
 * at most 1 MB and a PNG, JPEG or WEBP (the same check as the appearance logos, plus size and type).
 */
export async function coverValue(
  ctx: RequestContext,
  value: string | null | undefined,
  current: string | null,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (current && (value === current || value === storedImageUrl(current))) return current;
  const refuse = () =>
    new AppError('UNPROCESSABLE', {
      messageKey: 'communities.invalidCover',
      fields: { cover_path: 'communities.invalidCover' },
    });
  let upload;
  try {
    upload = await requireReadyUpload(ctx, value, COMMUNITY_COVER_KIND);
  } catch (err) {
    if (err instanceof AppError) throw refuse();
    throw err;
  }
  const spec = UPLOAD_KINDS[COMMUNITY_COVER_KIND];
  if (upload.size > spec.maxBytes)
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'communities.coverTooLarge',
      fields: { cover_path: 'communities.coverTooLarge' },
    });
  if (!spec.types.some((t) => t.mime === upload.contentType)) throw refuse();
  return upload.key;
}
