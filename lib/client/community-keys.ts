// TanStack Query keys of communities, one module for both sides (one factory per feature; never inline a
// key). The name says the side: `communityAdminKeys` for the editors' panel (lib/communities admin and
// old-version services), `communityFeedKeys` for the members' feed and threads. Their roots differ, so
// invalidating one side never refetches the other.

export const communityAdminKeys = {
  all: ['communities'] as const,
  list: (tenantId: string) => ['communities', 'list', tenantId] as const,
  detail: (id: string) => ['communities', 'detail', id] as const,
  products: (id: string) => ['communities', 'products', id] as const,
  oldDetail: (tenantId: string, id: string) => ['communities', 'old-detail', tenantId, id] as const,
  config: (tenantId: string) => ['communities', 'config', tenantId] as const,
  settings: (tenantId: string) => ['communities', 'settings', tenantId] as const,
  /** active products of the tenant (the product selects) */
  allProducts: (tenantId: string) => ['communities', 'all-products', tenantId] as const,
} as const;

export const communityFeedKeys = {
  all: ['community'] as const,
  /** GET /api/v2/communities/{id}/posts, all pages */
  feed: (communityId: string) => ['community', 'feed', communityId] as const,
  /** GET /api/v2/communities/posts/{postId}, all pages of its thread */
  thread: (postId: string) => ['community', 'thread', postId] as const,
} as const;
