// TanStack Query keys of the site-frame panels (footer, SEO). The header links share the shell's key,
// queryKeys.shell.links(tenantId), so a save refreshes the header and side menu in place.
export const frameKeys = {
  all: ['frame'] as const,
  settings: (tenantId: string) => ['frame', 'settings', tenantId] as const,
} as const;
