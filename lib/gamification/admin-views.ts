import type { DELIVERY_TYPES, REWARD_TYPES } from './options';
import type { TRewardPermission } from './schemas';

// What the gamification admin API answers (the shapes only; the payloads' schemas are in schemas.ts).

/** One reward as GET .../rewards/get/{tenant} answers it; content and img are URLs. */
export interface TReward {
  id: string;
  name: string;
  description: string;
  reward_type: (typeof REWARD_TYPES)[number];
  tenant_id: string;
  needed_score: number | null;
  quiz: string | null;
  lesson: string | null;
  delivery_type: (typeof DELIVERY_TYPES)[number];
  /** the file's URL (delivery "file") */
  content: string | null;
  content_name: string | null;
  links: string[];
  /** the badge's URL (delivery "badge") */
  img: string | null;
  embed: string | null;
  deliverable_product: string | null;
  animation: string;
  song: string;
  plansSelected: TRewardPermission[];
  /** names for the edit form's pickers (the chosen lesson may not be on the first page of lessons) */
  quiz_name: string | null;
  lesson_title: string | null;
  deliverable_product_title: string | null;
}
