import { z } from 'zod';

// The shapes stored in PointsSettings' JSON columns (SPEC.md section 3 "Points settings") and sent by
// the points calls of section 7. Shared by the admin API, the Pontuação form and the scoring engine.

export const PLATFORM_ACTIONS = [
  'login',
  'comment_class',
  'watch_class',
  'like_class',
  'finish_module',
  'finish_course',
  'finish_class',
] as const;
export const COMMUNITY_ACTIONS = ['score_posts', 'score_comments', 'score_likes', 'score_replies'] as const;
export const PER_DAY_PLATFORM_ACTIONS = [
  'like_class',
  'comment_class',
  'watch_class',
  'finish_class',
  'finish_module',
  'finish_course',
] as const;
export const PER_DAY_COMMUNITY_ACTIONS = ['post', 'like', 'reply', 'comment'] as const;

export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];
export type CommunityAction = (typeof COMMUNITY_ACTIONS)[number];
export type PerDayPlatformAction = (typeof PER_DAY_PLATFORM_ACTIONS)[number];
export type PerDayCommunityAction = (typeof PER_DAY_COMMUNITY_ACTIONS)[number];

const Points = z.coerce.number().int().min(0).max(100_000);

/** One scoring action: whether it scores, and how many points each occurrence gives. */
export const ZActionRule = z.object({ enabled: z.boolean().default(false), points: Points.default(0) });
/** A per-day rule: `needed_interaction` occurrences within 24 h give `plus_user_score` extra points. */
export const ZPerDayRule = z.object({
  enable: z.boolean().default(false),
  needed_interaction: z.coerce.number().int().min(1).max(10_000).default(1),
  plus_user_score: Points.default(0),
});

// An object with one rule per action; a missing action gets the rule's defaults.
function record<K extends string, S extends typeof ZActionRule | typeof ZPerDayRule>(
  keys: readonly K[],
  rule: S,
) {
  const shape = Object.fromEntries(keys.map((k) => [k, (rule as typeof ZPerDayRule).prefault({})]));
  return z.object(shape) as unknown as z.ZodObject<Record<K, z.ZodPrefault<S>>>;
}

export const ZPlatformRules = record(PLATFORM_ACTIONS, ZActionRule);
export const ZCommunityRules = record(COMMUNITY_ACTIONS, ZActionRule);
export const ZPerDayPlatform = record(PER_DAY_PLATFORM_ACTIONS, ZPerDayRule);
export const ZPerDayCommunity = record(PER_DAY_COMMUNITY_ACTIONS, ZPerDayRule);

export type TActionRule = z.infer<typeof ZActionRule>;
export type TPerDayRule = z.infer<typeof ZPerDayRule>;
export type TPlatformRules = z.infer<typeof ZPlatformRules>;
export type TCommunityRules = z.infer<typeof ZCommunityRules>;
export type TPerDayPlatform = z.infer<typeof ZPerDayPlatform>;
export type TPerDayCommunity = z.infer<typeof ZPerDayCommunity>;

/** The whole configuration as the engine reads it; defaults (nothing scores) when a tenant has none. */
export interface PointsConfig {
  customName: string;
  platform: TPlatformRules;
  community: TCommunityRules;
  perDayPlatform: TPerDayPlatform;
  perDayCommunity: TPerDayCommunity;
}

export const DEFAULT_POINTS_NAME = 'XP';

/** Parses stored JSON (or nothing) into a full config; unknown or broken values fall back to defaults. */
export function parsePointsConfig(
  row: {
    customName: string;
    platform: unknown;
    community: unknown;
    perDayPlatform: unknown;
    perDayCommunity: unknown;
  } | null,
): PointsConfig {
  const safe = <T>(schema: z.ZodType<T>, v: unknown): T => {
    const r = schema.safeParse(v ?? {});
    return r.success ? r.data : schema.parse({});
  };
  return {
    customName: row?.customName ?? DEFAULT_POINTS_NAME,
    platform: safe(ZPlatformRules, row?.platform),
    community: safe(ZCommunityRules, row?.community),
    perDayPlatform: safe(ZPerDayPlatform, row?.perDayPlatform),
    perDayCommunity: safe(ZPerDayCommunity, row?.perDayCommunity),
  };
}
