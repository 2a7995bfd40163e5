// Query keys of the shell and a skeleton for the features to extend. Never inline a key: read and
// invalidate through these so a mutation reaches every query of its resource.
// Feature folders may keep their own factory (lib/client/<feature>-keys.ts) rooted in a unique
// first segment; `queryKeys.<feature>.all` style roots make invalidating a whole feature one call.

export const queryKeys = {
  /** the signed-in user (GET /api/auth/me) */
  me: () => ['me'] as const,
  shell: {
    all: ['shell'] as const,
    /** the tenant's custom header links (GET /api/auth/config/plataforma/links/index/{tenant}) */
    links: (tenantId: string) => ['shell', 'links', tenantId] as const,
  },
} as const;
