// TanStack Query keys and paths of the login page designer (ARCHITECTURE.md: one key factory per feature).

export const loginPageKeys = {
  all: ['login-page'] as const,
  /** GET /api/auth/config/plataforma/loginPage/{tenant} */
  settings: (tenantId: string) => ['login-page', 'settings', tenantId] as const,
} as const;

export const loginPagePaths = {
  settings: (tenantId: string) => `/api/auth/config/plataforma/loginPage/${encodeURIComponent(tenantId)}`,
  update: '/api/auth/config/plataforma/loginPage/update',
} as const;
