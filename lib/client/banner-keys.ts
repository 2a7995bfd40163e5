// TanStack Query keys of the banner editor (one factory per feature; never inline a key).
export const bannerKeys = {
  all: ['banners'] as const,
  list: (tenantId: string) => ['banners', 'list', tenantId] as const,
  one: (tenantId: string, id: string) => ['banners', 'one', tenantId, id] as const,
  settings: () => ['banners', 'settings'] as const,
} as const;
