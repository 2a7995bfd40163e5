// TanStack Query keys of the communities panel (one factory per feature; never inline a key).
export const communityKeys = {
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
