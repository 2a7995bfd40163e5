// Option lists of SPEC.md section 3 "Reward" and "Level", shared by the admin forms, the API schemas and
// the student-side celebration player. Each animation and sound name has a real asset shipped in public/.

export const ANIMATIONS = [
  'none',
  'levelUpGold',
  'levelUpSilver',
  'levelUpBronze',
  'silverMedal',
  'reward',
  'parabens',
  'trofeu',
  'trofeu2',
  'trofeu3',
  'rocket',
  'congratulation1',
] as const;
export type Animation = (typeof ANIMATIONS)[number];

// The spec names a sound picker without its options; these are ours (short generated audio, see
// docs/decisions.md). Previews play at most 5 s (SPEC 9).
export const SOUNDS = ['none', 'fanfare', 'chime', 'coin', 'applause', 'levelUp'] as const;
export type Sound = (typeof SOUNDS)[number];

/** Criteria (reward_type): score 'Alcançar pontos', quiz 'Passar na avaliação', lesson 'Conclusão de aula'. */
export const REWARD_TYPES = ['score', 'quiz', 'lesson'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Delivery types: Arquivo, Link, Insígnia, Embed, Produto. */
export const DELIVERY_TYPES = ['file', 'link', 'badge', 'embed', 'product'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ANIMATION_PREVIEW_MS = 7_000;
export const SOUND_PREVIEW_MS = 5_000;
