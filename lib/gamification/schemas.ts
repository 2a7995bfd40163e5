import { z } from 'zod';
import { isSafeHttpUrl } from '@/lib/validation/url';
import { isUuid } from '@/lib/validation/uuid';
import { limitInMb } from '@/lib/server/storage/kinds';
import { ANIMATIONS, DELIVERY_TYPES, REWARD_TYPES, SOUNDS } from './options';
import { blankToUndefined, flagFromForm, listFromForm, numberFromForm, ZUploadRef } from './form-coercion';
import {
  ZCommunityRules,
  ZPerDayCommunity,
  ZPerDayPlatform,
  ZPlatformRules,
  type TCommunityRules,
  type TPerDayCommunity,
  type TPerDayPlatform,
  type TPlatformRules,
} from './points-config';

// Payloads and answers of the gamification admin API (SPEC.md sections 3 "Reward", "Level", "Points
// settings", 5 "Rewards" and "Levels and points", 7 "Rewards, levels, points", 9), shared by the
// Gamificação panel's forms and the route handlers. Message values are i18n keys (namespace
// `gamification`); the wrapper and the forms translate them. Files are never sent here: the panel
// uploads them first (presign/finalize) and sends the upload key.

export const REWARD_NAME_MAX = 150;
export const REWARD_DESCRIPTION_MAX = 250;
export const REWARD_EMBED_MAX = 10_000;
export const REWARD_LINKS_MAX = 20;
export const LEVEL_NAME_MAX = 150;
/** the level name counter of the form (SPEC 9: input max 150, counter shows /32) */
export const LEVEL_NAME_COUNTER = 32;
export const POINTS_NAME_MAX = 150;
export const SCORE_MAX = 100_000_000;
export const DEFAULT_LEVEL_COLOR = '#6D28D9';
/** Badge image: 1 MB, png/jpeg/webp/gif, recommended 400x400 (the `badge` upload kind). */
export const BADGE_MAX_MB = limitInMb('badge');
export const BADGE_RECOMMENDED_PX = 400;

/** The product's one URL rule (lib/validation/url.ts). */
export const isHttpUrl = (value: string): boolean => isSafeHttpUrl(value);

// Form coercion (multipart sends text; lib/gamification/form-coercion.ts reads JSON and multipart alike).
export { listFromForm } from './form-coercion';

const ZId = (key: string) => z.string({ error: key }).trim().min(1, key).refine(isUuid, key);

const ZTenantField = { tenant_id: z.string().max(64).optional() };

/** Product ids of a selection: at least one (message `emptyKey`), each a uuid, no repeats. */
const ZProductIds = (emptyKey: string) =>
  z.preprocess(
    (v) => listFromForm(v),
    z
      .array(z.string().trim().refine(isUuid, 'gamification.productNotFound'), { error: emptyKey })
      .min(1, emptyKey)
      .max(500)
      .transform((ids) => [...new Set(ids)]),
  );

// ---------------------------------------------------------------------------------------------------
// Rewards

export const ZRewardType = z.enum(REWARD_TYPES, { error: 'gamification.invalidCriteria' });
export const ZDeliveryType = z.enum(DELIVERY_TYPES, { error: 'gamification.invalidDelivery' });
export const ZAnimation = z.enum(ANIMATIONS, { error: 'gamification.invalidAnimation' });
export const ZSound = z.enum(SOUNDS, { error: 'gamification.invalidSound' });

const ZRewardLink = z.string().trim().refine(isHttpUrl, 'gamification.invalidLink');

/** The reward form's fields, before the rules that depend on the criteria and delivery type. */
const ZRewardFields = z.object({
  name: z
    .string({ error: 'gamification.fieldRequired' })
    .trim()
    .min(1, 'gamification.fieldRequired')
    .max(REWARD_NAME_MAX, 'gamification.nameTooLong'),
  description: z.string().trim().max(REWARD_DESCRIPTION_MAX, 'gamification.descriptionTooLong').default(''),
  reward_type: ZRewardType,
  needed_score: z.preprocess(
    numberFromForm,
    z
      .number({ error: 'gamification.invalidScore' })
      .int('gamification.invalidScore')
      .min(0, 'gamification.scoreMin')
      .max(SCORE_MAX, 'gamification.invalidScore')
      .nullish(),
  ),
  quiz: z.preprocess(blankToUndefined, z.string().trim().nullish()),
  lesson: z.preprocess(blankToUndefined, z.string().trim().nullish()),
  plansSelected: ZProductIds('gamification.plansRequired'),
  delivery_type: ZDeliveryType,
  /** delivery "file": the upload key of a `reward-file` upload */
  content: ZUploadRef.optional(),
  /** the file's original name, shown to the student (defaults to the key's name) */
  content_name: z.string().trim().max(255).optional(),
  /** delivery "link" */
  links: z.preprocess(
    (v) => listFromForm(v, false),
    z.array(ZRewardLink, { error: 'gamification.invalidLink' }).max(REWARD_LINKS_MAX).optional(),
  ),
  /** delivery "badge": the upload key of a `badge` upload */
  img: ZUploadRef.optional(),
  /** delivery "embed" */
  embed: z.string().max(REWARD_EMBED_MAX, 'gamification.embedTooLong').optional(),
  /** delivery "product": the product granted; cannot change after creation */
  deliverable_product: z.preprocess(blankToUndefined, z.string().trim().nullish()),
  animation: ZAnimation.default('none'),
  song: ZSound.default('none'),
});

type RewardFieldsOut = z.output<typeof ZRewardFields>;

/** The rules of SPEC 5 "Rewards" that depend on other fields. */
function rewardRules(v: RewardFieldsOut, ctx: z.RefinementCtx, isUpdate = false) {
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (v.reward_type === 'score')
    need(
      v.needed_score !== null && v.needed_score !== undefined,
      'needed_score',
      'gamification.fieldRequired',
    );
  if (v.reward_type === 'quiz') need(!!v.quiz, 'quiz', 'gamification.fieldRequired');
  if (v.reward_type === 'lesson') need(!!v.lesson, 'lesson', 'gamification.fieldRequired');
  if (v.quiz) need(isUuid(v.quiz), 'quiz', 'gamification.quizNotFound');
  if (v.lesson) need(isUuid(v.lesson), 'lesson', 'gamification.lessonNotFound');
  switch (v.delivery_type) {
    case 'file':
      need(!!v.content, 'content', 'gamification.fileRequired');
      break;
    case 'link':
      need((v.links ?? []).length > 0, 'links', 'gamification.linksRequired');
      break;
    case 'badge':
      need(!!v.img, 'img', 'gamification.badgeRequired');
      break;
    case 'embed':
      need(!!v.embed?.trim(), 'embed', 'gamification.embedRequired');
      break;
    case 'product':
      // an update may leave it out: the reward keeps its product
      if (!isUpdate)
        need(!!v.deliverable_product, 'deliverable_product', 'gamification.deliverableProductRequired');
      if (v.deliverable_product)
        need(isUuid(v.deliverable_product), 'deliverable_product', 'gamification.productNotFound');
      break;
  }
}

/** `criteria` is the form's name of `reward_type` (same value); either may be sent. */
const criteriaAlias = (input: unknown) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const o = input as Record<string, unknown>;
  return o.reward_type === undefined && o.criteria !== undefined ? { ...o, reward_type: o.criteria } : o;
};

/** The reward form as the panel edits it (create and edit drawers). */
export const ZRewardForm = z.preprocess(criteriaAlias, ZRewardFields.superRefine(rewardRules));

export type TRewardForm = z.output<typeof ZRewardForm>;

/** POST /api/auth/ranking/rewards/create (multipart or JSON). */
export const ZRewardCreateBody = z.preprocess(
  criteriaAlias,
  ZRewardFields.extend(ZTenantField).superRefine(rewardRules),
);
export type TRewardCreateBody = z.output<typeof ZRewardCreateBody>;

/**
 * POST /api/auth/ranking/rewards/update (multipart or JSON, with id): the whole form again, except
 * that plansSelected, description, animation and song may be left out (they are then kept). deliverable_product cannot change:
 * sending the current one (or none) is fine, another one is refused (decision 46).
 */
export const ZRewardUpdateBody = z.preprocess(
  criteriaAlias,
  ZRewardFields.extend({
    ...ZTenantField,
    id: ZId('gamification.rewardNotFound'),
    plansSelected: ZRewardFields.shape.plansSelected.optional(),
    description: z.string().trim().max(REWARD_DESCRIPTION_MAX, 'gamification.descriptionTooLong').optional(),
    animation: ZAnimation.optional(),
    song: ZSound.optional(),
  }).superRefine((v, ctx) => rewardRules(v as RewardFieldsOut, ctx, true)),
);
export type TRewardUpdateBody = z.output<typeof ZRewardUpdateBody>;

export const ZRewardPermission = z.object({
  permission_id: z.string(),
  plan_id: z.string(),
  title: z.string(),
});
export type TRewardPermission = z.infer<typeof ZRewardPermission>;

export type { TReward } from './admin-views';

/** POST /api/auth/ranking/rewards/permissions/create */
export const ZRewardPermissionsBody = z.object({
  reward_id: ZId('gamification.rewardNotFound'),
  array_plans_id: ZProductIds('gamification.plansRequired'),
  ...ZTenantField,
});
export type TRewardPermissionsBody = z.output<typeof ZRewardPermissionsBody>;

// ---------------------------------------------------------------------------------------------------
// Levels

export const ZColor = z
  .string({ error: 'gamification.invalidColor' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'gamification.invalidColor');

const ZFlag = z.preprocess(flagFromForm, z.boolean({ error: 'gamification.invalidFlag' }));

// Without defaults: what an update may send (a field left out keeps its value).
const ZLevelBase = z.object({
  name: z
    .string({ error: 'gamification.required' })
    .trim()
    .min(1, 'gamification.required')
    .max(LEVEL_NAME_MAX, 'gamification.nameTooLong'),
  needed_score: z.preprocess(
    numberFromForm,
    z
      .number({ error: 'gamification.required' })
      .int('gamification.invalidScore')
      .min(0, 'gamification.scoreMin')
      .max(SCORE_MAX, 'gamification.invalidScore'),
  ),
  color: ZColor,
  /** the upload key of a `level-image` upload (or the current URL/key; null clears it) */
  img: ZUploadRef,
  show_level_on_profile: ZFlag,
  show_score_on_profile: ZFlag,
  animation: ZAnimation,
});

const ZLevelFields = ZLevelBase.extend({
  color: ZColor.default(DEFAULT_LEVEL_COLOR),
  img: ZUploadRef.optional(),
  show_level_on_profile: ZFlag.default(true),
  show_score_on_profile: ZFlag.default(true),
  animation: ZAnimation.default('none'),
});

/** POST /api/auth/ranking/levels/create (form or JSON). */
export const ZLevelCreateBody = ZLevelFields.extend({
  ...ZTenantField,
  /** the level's products, written in the same transaction (left out: a level for every member) */
  plansSelected: ZProductIds('gamification.noProductSelected').optional(),
});
export type TLevelCreateBody = z.output<typeof ZLevelCreateBody>;

/** The Níveis form: the level's fields and the products whose students reach it (saved right after it). */
export const ZLevelForm = ZLevelFields.extend({
  plansSelected: ZProductIds('gamification.noProductSelected'),
});
export type TLevelForm = z.output<typeof ZLevelForm>;

/** POST /api/auth/ranking/levels/update (JSON of the level's fields, with id; fields left out are kept). */
export const ZLevelUpdateBody = ZLevelBase.partial().extend({
  ...ZTenantField,
  id: ZId('gamification.levelNotFound'),
  /** sent: the level's products become exactly these, in the same transaction */
  plansSelected: ZProductIds('gamification.noProductSelected').optional(),
  // the list answers url_img; sending it back is harmless
  url_img: z.unknown().optional(),
});
export type TLevelUpdateBody = z.output<typeof ZLevelUpdateBody>;

export interface TLevel {
  id: string;
  tenant_id: string;
  name: string;
  needed_score: number;
  color: string;
  /** the image's URL */
  url_img: string | null;
  /** the stored upload key (send it back unchanged to keep the image) */
  img: string | null;
  show_level_on_profile: 0 | 1;
  show_score_on_profile: 0 | 1;
  animation: string;
}

/** POST /api/auth/ranking/levels/permissions/create */
export const ZLevelPermissionsBody = z.object({
  level_id: ZId('gamification.levelNotFound'),
  array_plans_id: ZProductIds('gamification.noProductSelected'),
  ...ZTenantField,
});
export type TLevelPermissionsBody = z.output<typeof ZLevelPermissionsBody>;

export interface TLevelPermission {
  id: string;
  plan_id: string;
  plan: { title: string };
}

// ---------------------------------------------------------------------------------------------------
// Gamification plans (the products whose students earn points)

/** POST /api/auth/ranking/gamification-plans/create */
export const ZGamificationPlansBody = z.object({
  array_plans_id: ZProductIds('gamification.noProductSelected'),
  ...ZTenantField,
});
export type TGamificationPlansBody = z.output<typeof ZGamificationPlansBody>;

export interface TGamificationPlan {
  id: string;
  plan_id: string;
  title: string;
}

// ---------------------------------------------------------------------------------------------------
// Points settings

export const ZPointsName = z
  .string({ error: 'gamification.required' })
  .trim()
  .min(1, 'gamification.required')
  .max(POINTS_NAME_MAX, 'gamification.nameTooLong');

/** The Pontuação form: the points name and one rule per platform and community action. */
export const ZPointsForm = z.object({
  custom_name: ZPointsName,
  platform: ZPlatformRules.prefault({}),
  community: ZCommunityRules.prefault({}),
});

/** POST .../create-parameters and PUT .../update-parameters */
export const ZPointsBody = ZPointsForm.extend(ZTenantField);
export type TPointsBody = z.output<typeof ZPointsBody>;

const ZPerDayRules = z.object({
  community: ZPerDayCommunity.prefault({}),
  platform: ZPerDayPlatform.prefault({}),
});

/** POST .../create-per-day-parameters: the per-day rules (stored as sent, missing actions default). */
export const ZPerDayBody = ZPerDayRules.extend(ZTenantField);
export type TPerDayBody = z.output<typeof ZPerDayBody>;

/** The whole Pontuação panel form: ZPointsForm and the per-day rules (saved by two calls). */
export const ZPointsPanelForm = ZPointsForm.extend({ per_day: ZPerDayRules });
export type TPointsPanelForm = z.output<typeof ZPointsPanelForm>;

/** GET .../get-parameters/{tenant}: defaults (nothing scores, name XP) when none; `exists` picks the mode. */
export interface TPointsParameters {
  custom_name: string;
  platform: TPlatformRules;
  community: TCommunityRules;
  per_day: { community_settings: TPerDayCommunity; platform_settings: TPerDayPlatform };
  /** false: the form is in create mode (POST create-parameters); true: update mode (PUT) */
  exists: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Quizzes (the reward form's quiz picker)

export interface TQuizOption {
  id: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------------
// Path params

export const ZTenantParams = z.object({ tenant: z.string().min(1).max(64) });
const ZUuidParam = (key: string) => z.string().min(1).max(64).refine(isUuid, key);
export const ZRewardDeleteParams = z.object({
  rewardId: ZUuidParam('gamification.rewardNotFound'),
  tenant: z.string().min(1).max(64),
});
export const ZLevelDeleteParams = z.object({
  id: ZUuidParam('gamification.levelNotFound'),
  tenant: z.string().min(1).max(64),
});
export const ZLevelPermissionsParams = z.object({
  tenant: z.string().min(1).max(64),
  levelId: ZUuidParam('gamification.levelNotFound'),
});
export const ZPermissionParams = z.object({
  permissionId: ZUuidParam('gamification.permissionNotFound'),
});
export const ZPlanDeleteParams = z.object({
  planId: ZUuidParam('gamification.productNotFound'),
  tenant: z.string().min(1).max(64),
});
