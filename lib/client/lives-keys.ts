// TanStack Query keys of lives (one factory per feature; never inline a key).
export const livesKeys = {
  all: ['lives'] as const,
  hasLive: () => ['lives', 'has-live'] as const,
  /** the edit drawer's 'Ao vivo': every live and the products to offer */
  panel: () => ['lives', 'panel'] as const,
} as const;
