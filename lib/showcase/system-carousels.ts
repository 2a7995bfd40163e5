// The system carousels' types and ids, without zod: the showcase's client rows read them too (the "Minha
// lista" row's link to Favoritos) and must not bring schemas.ts's validation into a student's first load.

/** System carousels (virtual, never stored; docs/decisions.md 19). */
export const SYSTEM_CAROUSELS = {
  continueWatching: 5,
  trending: 6,
  myList: 7,
  continueModules: 8,
  continueCourses: 9,
  /** 'Vitrine aberta': every course on sale, the member's own open, the others locked (ADR 0266) */
  openShowcase: 10,
} as const;
export const isSystemType = (type: number) => type >= 5;
/** Pseudo ids of the system carousels, refused by every write. */
export const systemCarouselId = (type: number) => `system-${type}`;
export const isSystemCarouselId = (id: string) => /^system-\d+$/.test(id);
