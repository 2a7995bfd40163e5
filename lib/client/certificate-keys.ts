// TanStack Query keys of the certificates panel (one factory per feature): invalidating `all` reaches
// every certificate read of the tab.
export const certificateKeys = {
  all: ['certificates'] as const,
  courses: (tenantId: string) => ['certificates', 'courses', tenantId] as const,
  settings: (courseId: string) => ['certificates', 'settings', courseId] as const,
  issued: (courseId: string) => ['certificates', 'issued', courseId] as const,
};
