// TanStack Query keys of lives (one factory per feature; never inline a key).
export const livesKeys = {
  all: ['lives'] as const,
  hasLive: () => ['lives', 'has-live'] as const,
} as const;
