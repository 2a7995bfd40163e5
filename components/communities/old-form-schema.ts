import { z } from 'zod';
import { COMMUNITY_DEFAULT_COLOR } from '@/lib/communities/options';
import { ZHexColor, ZOldBackground } from '@/lib/communities/admin/schemas';
import { FONT_FAMILIES } from '@/lib/shell/theme';

// The classic (version 1) form's own shape: booleans for the switches (sent as 0/1), products as ids.
// Rules: SPEC 5 (title 1..50, description 500, at least one product).

const hex = ZHexColor;

export const ZOldCommunityForm = z.object({
  title: z.string().trim().min(1, 'communities.titleRequired').max(50, 'communities.titleTooLong'),
  description: z.string().max(500, 'communities.descriptionTooLong'),
  principal: z.boolean(),
  active: z.boolean(),
  product_ids: z.array(z.string()).min(1, 'communities.selectProduct'),
  button_sales_text: z.string().max(50, 'communities.upsellTextTooLong'),
  sales_url: z.string().max(255),
  background_color: ZOldBackground,
  show_ranking: z.boolean(),
  show_continue_watching: z.boolean(),
  primary_text_color: hex,
  secondary_text_color: hex,
  shadow_color: hex,
  font_family: z.enum(FONT_FAMILIES),
  publications: z.boolean(),
  comments: z.boolean(),
  likes: z.boolean(),
  text: z.boolean(),
  allow_files: z.boolean(),
  videos: z.boolean(),
  images: z.boolean(),
  carousels: z.boolean(),
  /** saved with the form (SPEC 4 lists it with none of the switches saved at once) */
  links: z.boolean(),
});
export type TOldCommunityForm = z.infer<typeof ZOldCommunityForm>;

export const oldFormDefaults: TOldCommunityForm = {
  title: '',
  description: '',
  principal: false,
  active: true,
  product_ids: [],
  button_sales_text: '',
  sales_url: '',
  background_color: COMMUNITY_DEFAULT_COLOR,
  show_ranking: false,
  show_continue_watching: true,
  primary_text_color: '#FFFFFF',
  secondary_text_color: '#A1A1AA',
  shadow_color: '#000000',
  font_family: 'Poppins',
  publications: true,
  comments: true,
  likes: true,
  text: true,
  allow_files: true,
  videos: true,
  images: true,
  carousels: true,
  links: true,
};
