// Public paths of the generated seed images (scripts/gen-seed-images.mjs writes them under public/).
// Dependency-free: the generator imports it too. Course and module positions are 1-based.
export const seedAssets = {
  dir: (tenant: string) => `/seed/${tenant}`,
  /** 16:9, 1280x720: what Course.coverUrl points at */
  courseCover: (tenant: string, c: number) => `/seed/${tenant}/course-${c}.svg`,
  /** 2:3, 600x900: for vertical cards (the schema has no column for it yet) */
  courseCoverVertical: (tenant: string, c: number) => `/seed/${tenant}/course-${c}-vertical.svg`,
  /** 2:3, 600x900: module cards default to vertical (SPEC 3 "Carousel") */
  moduleCover: (tenant: string, c: number, m: number) => `/seed/${tenant}/module-${c}-${m}.svg`,
  /** 16:9, 640x360: a lesson's thumbnail (Lesson.thumbnail_url); lessons are 1-based within their module */
  lessonThumbnail: (tenant: string, c: number, m: number, l: number) =>
    `/seed/${tenant}/lesson-${c}-${m}-${l}.svg`,
  /** 16:9, 1920x1080: a home banner's desktop picture (Banner.url_image) */
  bannerDesktop: (tenant: string, n: number) => `/seed/${tenant}/banner-${n}.svg`,
  /** 9:16, 1080x1920: its mobile picture (Banner.url_image_vertical) */
  bannerMobile: (tenant: string, n: number) => `/seed/${tenant}/banner-${n}-vertical.svg`,
  /** 256x256: a level's picture (Level.image_path), 1-based */
  levelBadge: (tenant: string, n: number) => `/seed/${tenant}/level-${n}.svg`,
  /** 256x256: a badge reward's picture (Reward.badge_path) */
  rewardBadge: (tenant: string, n: number) => `/seed/${tenant}/reward-${n}.svg`,
  /** 480x260 */
  logoHorizontal: (tenant: string) => `/seed/${tenant}/logo-horizontal.svg`,
  /** 200x200 */
  logoSquare: (tenant: string) => `/seed/${tenant}/logo-square.svg`,
  /** 32x32 */
  favicon: (tenant: string) => `/seed/${tenant}/favicon.svg`,
};

const SMALL_WORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'com',
  'para',
  'por',
  'seu',
  'sua',
  'um',
  'uma',
]);

/** "Fotografia com o Celular" -> "FC"; "Ritmo" -> "RI". */
export function initials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  const significant = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  const picked = significant.length ? significant : words;
  if (picked.length === 1) return picked[0]!.slice(0, 2).toUpperCase();
  return picked
    .slice(0, 2)
    .map((w) => w[0]!)
    .join('')
    .toUpperCase();
}

/** "Edição no celular" -> "edicao-no-celular" */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
