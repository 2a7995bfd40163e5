// TanStack Query keys of the student's course pages (one factory per feature, CONTRIBUTING.md).
export const courseKeys = {
  all: ['course'] as const,
  /** GET /api/auth/lessons/{lessonId}/comments, all pages */
  comments: (lessonId: string) => ['course', 'comments', lessonId] as const,
} as const;
