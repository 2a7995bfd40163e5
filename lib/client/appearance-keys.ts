// TanStack Query keys and paths of the appearance panel (ARCHITECTURE.md: one key factory per feature).

export const appearanceKeys = {
  all: ['appearance'] as const,
  /** GET /api/auth/config/plataforma/customBasic/{tenant} */
  settings: (tenantId: string) => ['appearance', 'settings', tenantId] as const,
} as const;

export const appearancePaths = {
  settings: (tenantId: string) => `/api/auth/config/plataforma/customBasic/${encodeURIComponent(tenantId)}`,
  update: '/api/auth/config/plataforma/updateCustomBasic',
  courseIndicator: '/api/platform/auth/template-settings/toggle-course-page-indicator',
  moduleIndicator: '/api/platform/auth/template-settings/toggle-module-page-indicator',
} as const;
