import { z } from 'zod';

// Answer shapes of the gamification admin endpoints (SPEC.md 7), for the conformance table in
// ./endpoints.ts and the tests that check an answer's shape.

export const permissionShape = z.object({
  permission_id: z.string().uuid(),
  plan_id: z.string().uuid(),
  title: z.string(),
});

export const rewardShape = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  reward_type: z.enum(['score', 'quiz', 'lesson']),
  tenant_id: z.string().uuid(),
  needed_score: z.number().int().nullable(),
  quiz: z.string().uuid().nullable(),
  lesson: z.string().uuid().nullable(),
  delivery_type: z.enum(['file', 'link', 'badge', 'embed', 'product']),
  content: z.string().nullable(),
  content_name: z.string().nullable(),
  links: z.array(z.string()),
  img: z.string().nullable(),
  embed: z.string().nullable(),
  deliverable_product: z.string().uuid().nullable(),
  animation: z.string(),
  song: z.string(),
  plansSelected: z.array(permissionShape),
  quiz_name: z.string().nullable(),
  lesson_title: z.string().nullable(),
  deliverable_product_title: z.string().nullable(),
});

export const levelShape = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  name: z.string(),
  needed_score: z.number().int(),
  color: z.string(),
  url_img: z.string().nullable(),
  img: z.string().nullable(),
  show_level_on_profile: z.union([z.literal(0), z.literal(1)]),
  show_score_on_profile: z.union([z.literal(0), z.literal(1)]),
  animation: z.string(),
});

export const levelPermissionShape = z.object({
  id: z.string().uuid(),
  plan_id: z.string().uuid(),
  plan: z.object({ title: z.string() }),
});
export const planShape = z.object({ id: z.string().uuid(), plan_id: z.string().uuid(), title: z.string() });
export const rule = z.object({ enabled: z.boolean(), points: z.number().int() });
export const perDay = z.object({
  enable: z.boolean(),
  needed_interaction: z.number().int(),
  plus_user_score: z.number().int(),
});
export const parametersShape = z.object({
  custom_name: z.string(),
  platform: z.record(z.string(), rule),
  community: z.record(z.string(), rule),
  per_day: z.object({
    community_settings: z.record(z.string(), perDay),
    platform_settings: z.record(z.string(), perDay),
  }),
  exists: z.boolean(),
});
export const message = z.object({ message: z.string().min(1) });
export const triple = (data: z.ZodType) =>
  z.tuple([z.object({ status: z.string() }), z.object({ message: z.string() }), z.object({ data })]);
