import { z } from 'zod';
import { RANKING_DEFAULT_LIMIT } from './student-paths';

// Request and answer shapes of the student side of gamification and the ranking switches (g-engine);
// client-importable. The admin CRUD shapes live in ./schemas.ts.

export { RANKING_DEFAULT_LIMIT } from './student-paths';
const RANKING_MAX_LIMIT = 100;

export const ZRankingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(RANKING_MAX_LIMIT).default(RANKING_DEFAULT_LIMIT),
});

// 'certificate': a course's certificate issued (issue 49), celebrated like a level
const CELEBRATION_KINDS = ['level', 'reward', 'certificate'] as const;
export const ZSeenBody = z.object({
  kind: z.enum(CELEBRATION_KINDS, { message: 'gamificationProfile.invalidKind' }),
  id: z.uuid({ message: 'validation.invalidUuid' }),
});
export type TSeenBody = z.infer<typeof ZSeenBody>;

export const ZToggleRankingParams = z.object({
  status: z.enum(['0', '1'], { message: 'validation.invalidEnum' }),
  tenant: z.string().min(1).max(64),
});
export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });

const ZRankingEntry = z.object({
  position: z.number().int().min(1),
  user_id: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  score: z.number().int(),
});
export const ZRanking = z.object({
  /** false when the ranking switch is off or the tenant has no community (top empty, me null) */
  enabled: z.boolean(),
  points_name: z.string(),
  top: z.array(ZRankingEntry),
  /** the caller's position (null while they have no points) and score */
  me: z.object({ position: z.number().int().nullable(), score: z.number().int() }).nullable(),
});
export type TRanking = z.infer<typeof ZRanking>;

const ZLevelView = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  image_url: z.string().nullable(),
  needed_score: z.number().int(),
  show_level_on_profile: z.boolean(),
  show_score_on_profile: z.boolean(),
});

const ZEarnedReward = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  delivery_type: z.string(),
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  links: z.array(z.string()),
  badge_url: z.string().nullable(),
  embed: z.string().nullable(),
  product: z.object({ id: z.string(), title: z.string() }).nullable(),
  unlocked_at: z.string(),
});

const ZPendingCelebration = z.object({
  kind: z.enum(CELEBRATION_KINDS),
  id: z.string(),
  name: z.string(),
  animation: z.string(),
  sound: z.string(),
});
export type TPendingCelebration = z.infer<typeof ZPendingCelebration>;

export const ZGamificationMe = z.object({
  /** whether the member takes part (a student enrolled in an active gamification product) */
  gamified: z.boolean(),
  points_name: z.string(),
  score: z.number().int(),
  level: ZLevelView.nullable(),
  next_level: z.object({ id: z.string(), name: z.string(), needed_score: z.number().int() }).nullable(),
  /** position in the ranking; null while the ranking is off or the member has no points */
  rank: z.number().int().nullable(),
  ranking_enabled: z.boolean(),
  rewards: z.array(ZEarnedReward),
  pending: z.array(ZPendingCelebration),
});
export type TGamificationMe = z.infer<typeof ZGamificationMe>;

export const ZRankingStatus = z.object({ show_ranking: z.boolean(), has_communities: z.boolean() });
export type TRankingStatus = z.infer<typeof ZRankingStatus>;
