// TEMPORARY until issue4-api's lib/communities/schemas.ts is merged.
import { z } from 'zod';

export const NEW_COMMUNITY_TOAST_MS = 4000;
export const COMMUNITY_NO_COLOR = '#121212';
export const COMMUNITY_COLORS = [
  { name: 'darkRed', hex: '#7F1D1D' },
  { name: 'brightRed', hex: '#EF4444' },
] as const;
export const OLD_BACKGROUNDS = ['roxo', 'amarelo'] as const;

export const ZCommunityForm = z
  .object({
    title: z.string().min(1, 'communities.titleRequired').max(50, 'communities.titleTooLong'),
    description: z.string().max(500, 'communities.descriptionTooLong'),
    background_color: z.string(),
    is_private: z.boolean(),
    is_enabled: z.boolean(),
    hide_channels_groups: z.boolean(),
    has_ranking: z.boolean(),
    has_continue_watching: z.boolean(),
    product_ids: z.array(z.string()),
    upsell_text: z.string().max(50),
    upsell_link: z.union([z.literal(''), z.url('communities.invalidLink')]),
  });
export type TCommunityForm = z.infer<typeof ZCommunityForm>;
export const communityFormDefaults: TCommunityForm = {
  title: 'Comunidade',
  description: '',
  background_color: COMMUNITY_NO_COLOR,
  is_private: false,
  is_enabled: false,
  hide_channels_groups: false,
  has_ranking: false,
  has_continue_watching: true,
  product_ids: [],
  upsell_text: '',
  upsell_link: '',
};
