// TanStack Query keys of the custom HTML panel (one factory per feature; never inline a key).
export const customHtmlKeys = {
  all: ['custom-html'] as const,
  list: () => ['custom-html', 'list'] as const,
  one: (id: string) => ['custom-html', 'one', id] as const,
  versions: (id: string) => ['custom-html', 'versions', id] as const,
  lessons: (moduleId: string) => ['custom-html', 'lessons', moduleId] as const,
} as const;
