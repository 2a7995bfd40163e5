import { z } from 'zod';

// Answer shapes of the community admin endpoints (SPEC.md 7), for the conformance table in ./endpoints.ts.

export const bit = z.union([z.literal(0), z.literal(1)]);

export const configShape = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  cover_path: z.string().nullable(),
  cover_presigned_url: z.string().nullable(),
  background_color: z.string(),
  is_private: z.boolean(),
  isActive: z.boolean(),
  hide_channels_groups: z.boolean(),
  has_continue_watching: z.boolean(),
  has_ranking: z.boolean(),
  product_ids: z.array(z.string().uuid()),
  upsell_text: z.string(),
  upsell_link: z.string(),
  deleted_at: z.string().nullable(),
  order: z.number().int().min(1),
  version: z.union([z.literal(1), z.literal(2)]),
});

export const summaryShape = z.object({
  id: z.string().uuid(),
  title: z.string(),
  order: z.number().int().min(1),
  is_enabled: z.boolean(),
  version: z.number().int(),
  is_private: z.boolean(),
  principal: z.boolean(),
});

export const oldItemShape = z.object({
  id: z.string().uuid(),
  title: z.string(),
  tenant_id: z.string().uuid(),
  active: bit,
  principal: bit,
  show_ranking: bit,
  show_continue_watching: bit,
  description: z.string(),
  background_color: z.string(),
  button_sales_text: z.string(),
  sales_url: z.string(),
  primary_text_color: z.string(),
  secondary_text_color: z.string(),
  shadow_color: z.string(),
  font_family: z.string(),
  order: z.number().int().min(1),
  version: z.number().int(),
});

export const plansShape = z.array(
  z.object({ plan_id: z.string().uuid(), plan_details: z.object({ title: z.string() }) }),
);

export const detailsShape = oldItemShape.extend({
  publications: bit,
  comments: bit,
  likes: bit,
  text: bit,
  files: bit,
  videos: bit,
  images: bit,
  carousels: bit,
  links: bit,
  plans_with_access: plansShape,
});

export const settingsShape = z.object({ active: bit, show_communities_page: bit });
export const messageShape = z.object({ message: z.string().min(1) });
export const productItems = z.object({
  data: z.array(z.object({ id: z.string().uuid(), title: z.string() })),
});
