// Query keys of the lesson-page settings (SPEC.md section 2.8). Mutations invalidate through these.
export const lessonKeys = {
  all: ['lesson'] as const,
  /** GET /api/auth/tenants/template_settings/{tenant} */
  templateSettings: (tenantId: string) => ['lesson', 'template-settings', tenantId] as const,
  /** GET /api/auth/marquee/{tenant} */
  marquees: (tenantId: string) => ['lesson', 'marquees', tenantId] as const,
  /** GET /api/auth/marquee/products/{tenant} */
  products: (tenantId: string) => ['lesson', 'products', tenantId] as const,
} as const;
