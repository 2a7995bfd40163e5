import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { tenantCached } from '@/lib/server/tenant-cache';
import {
  ACCESS_DENIED_CODE,
  type TAccessDeniedMetadata,
  type TCommunityAllows,
  type TExplorerCommunity,
} from './schemas';

// Who may see a community (issue 4, docs/decisions.md 41). Editors (any non-student role) always may,
// even an inactive one or with communities switched off, so they can moderate and preview. A member
// sees an active, not deleted community while PlatformSettings.communitiesActive is on; a private one
// only through an Enrollment in one of its ACTIVE products, else the typed 403
// AccessDeniedToCommunityException with the upsell metadata. Another tenant's id is simply not found
// (ctx.db is tenant-scoped). Each check is a constant number of queries.

type Ctx = Pick<RequestContext, 'db' | 'tenant' | 'user' | 'canEdit'>;

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** "a product of this community that is active and the user is enrolled in" */
function enrolledActive(userId: string | undefined) {
  return { product: { status: 'active' as const, enrollments: { some: liveEnrollment(userId ?? NOBODY) } } };
}

const COMMUNITY_SELECT = {
  id: true,
  title: true,
  description: true,
  active: true,
  isPrivate: true,
  coverPath: true,
  backgroundColor: true,
  primaryTextColor: true,
  secondaryTextColor: true,
  shadowColor: true,
  fontFamily: true,
  upsellText: true,
  upsellLink: true,
  showRanking: true,
  showContinueWatching: true,
  publications: true,
  comments: true,
  likes: true,
  text: true,
  allowFiles: true,
  videos: true,
  images: true,
  carousels: true,
  links: true,
} as const;

export interface CommunityView {
  id: string;
  title: string;
  description: string;
  active: boolean;
  isPrivate: boolean;
  coverUrl: string | null;
  backgroundColor: string;
  primaryTextColor: string;
  secondaryTextColor: string;
  shadowColor: string;
  fontFamily: string;
  upsellText: string | null;
  upsellLink: string | null;
  showRanking: boolean;
  showContinueWatching: boolean;
  allows: TCommunityAllows;
}

export type CommunityAccess =
  | { state: 'open'; community: CommunityView }
  | { state: 'blocked'; community: CommunityView; metadata: TAccessDeniedMetadata };

/** Whether the tenant has communities switched on (PlatformSettings.communitiesActive, default on). */
export async function communitiesActive(ctx: Pick<RequestContext, 'db' | 'tenant'>): Promise<boolean> {
  // The switch changes only through an editor's save, which empties the tenant's cache (decision 235).
  return tenantCached(ctx.tenant.id, 'communities-active', async () => {
    const s = await ctx.db.platformSettings.findFirst({ select: { communitiesActive: true } });
    return s?.communitiesActive ?? true;
  });
}

export const accessDenied = (metadata: TAccessDeniedMetadata) =>
  new AppError('FORBIDDEN', {
    messageKey: 'community.accessDenied',
    exception: ACCESS_DENIED_CODE,
    meta: { metadata },
  });

/**
 * The community and whether the user may open it: 'blocked' for a private community without an
 * active product (pages show the upsell); NOT_FOUND when it does not exist for this user. The row comes
 * from the tenant's cache; a private community adds one query for the member's product.
 */
export async function communityAccess(ctx: Ctx, communityId: string): Promise<CommunityAccess> {
  const [row, enabled] = await Promise.all([
    // the community's row is the tenant's, the same for every member: cached per tenant while no editor
    // saves (decision 384); whether this member may open a private one is read below, per request
    // (an unknown id throws inside the load, so that it is not kept: made-up ids fill no cache)
    tenantCached(ctx.tenant.id, `community ${communityId}`, async () => {
      const found = await ctx.db.community.findFirst({
        where: { id: communityId, deletedAt: null },
        select: COMMUNITY_SELECT,
      });
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    }),
    ctx.canEdit ? Promise.resolve(true) : communitiesActive(ctx),
  ]);
  if (!ctx.canEdit && (!row.active || !enabled)) throw new AppError('NOT_FOUND');
  const community: CommunityView = {
    id: row.id,
    title: row.title,
    description: row.description,
    active: row.active,
    isPrivate: row.isPrivate,
    coverUrl: storedImageUrl(row.coverPath),
    backgroundColor: row.backgroundColor,
    primaryTextColor: row.primaryTextColor,
    secondaryTextColor: row.secondaryTextColor,
    shadowColor: row.shadowColor,
    fontFamily: row.fontFamily,
    upsellText: row.upsellText,
    upsellLink: row.upsellLink,
    showRanking: row.showRanking,
    showContinueWatching: row.showContinueWatching,
    allows: {
      publications: row.publications,
      comments: row.comments,
      likes: row.likes,
      text: row.text,
      links: row.links,
      images: row.images,
      files: row.allowFiles,
      videos: row.videos,
      carousels: row.carousels,
    },
  };
  if (ctx.canEdit || !row.isPrivate) return { state: 'open', community };
  const product = await ctx.db.communityProduct.findFirst({
    where: { communityId: row.id, ...enrolledActive(ctx.user?.id) },
    select: { id: true },
  });
  if (product) return { state: 'open', community };
  return {
    state: 'blocked',
    community,
    metadata: {
      community_id: row.id,
      title: row.title,
      upsell_text: row.upsellText,
      upsell_link: row.upsellLink,
    },
  };
}

/** For endpoints: the community when the user may open it, else 404 or the typed 403. */
export async function requireCommunity(ctx: Ctx, communityId: string): Promise<CommunityView> {
  const access = await communityAccess(ctx, communityId);
  if (access.state === 'blocked') throw accessDenied(access.metadata);
  return access.community;
}

/**
 * The explorer: the active communities, the principal first, then in their order; private ones the member lacks a product for
 * come with blocked: true and the upsell. Three queries whatever the number of communities.
 */
export async function listExplorer(ctx: Ctx): Promise<TExplorerCommunity[]> {
  if (!ctx.canEdit && !(await communitiesActive(ctx))) return [];
  const rows = await ctx.db.community.findMany({
    where: { deletedAt: null, active: true },
    // the principal community leads (ADR 0264), then the panel's order
    orderBy: [{ principal: 'desc' }, { order: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      title: true,
      description: true,
      coverPath: true,
      backgroundColor: true,
      shadowColor: true,
      principal: true,
      isPrivate: true,
      upsellText: true,
      upsellLink: true,
      products: { where: enrolledActive(ctx.user?.id), take: 1, select: { id: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    cover_url: storedImageUrl(r.coverPath),
    background_color: r.backgroundColor,
    shadow_color: r.shadowColor,
    principal: r.principal,
    is_private: r.isPrivate,
    blocked: !ctx.canEdit && r.isPrivate && r.products.length === 0,
    upsell_text: r.upsellText,
    upsell_link: r.upsellLink,
  }));
}

/**
 * The community 'Comunidade' opens straight away (issue 50, ADR 0267): the principal one, when it is the
 * only community the explorer would show and the member may open it. Null: the explorer is shown.
 */
export function soleCommunity(list: readonly Pick<TExplorerCommunity, 'id' | 'principal' | 'blocked'>[]) {
  const [only] = list;
  return list.length === 1 && only!.principal && !only!.blocked ? only!.id : null;
}
