// TanStack Query keys of the editors' communities panel (lib/communities admin and old-version services;
// one factory per feature, never inline a key). The members' feed and threads have theirs in
// ./community-keys.ts, apart, so that the community page's first load does not carry this factory
// (decision 381). The roots differ ('communities' here, 'community' there), so invalidating one side
// never refetches the other.

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
