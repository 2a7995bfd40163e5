import { describe, expect, it } from 'vitest';
import { rewardFormPayload } from './rewards-payload';
import { ZRewardForm } from './schemas';

const PRODUCT = '6f1c2b1e-0a4b-4c1d-9e2f-3a4b5c6d7e8f';
const form = {
  name: 'Medalha',
  description: '',
  reward_type: 'score',
  needed_score: 10,
  quiz: '',
  lesson: '',
  delivery_type: 'badge',
  content: '',
  content_name: '',
  links: ['nao e um link'],
  img: 'uploads/t/badge/a.png',
  embed: '',
  deliverable_product: '',
  animation: 'none',
  song: 'none',
  plansSelected: [PRODUCT],
};

describe('rewardFormPayload', () => {
  it('keeps only the fields the criteria and delivery type use', () => {
    const p = rewardFormPayload(form);
    expect(p).toMatchObject({ needed_score: 10, img: 'uploads/t/badge/a.png', plansSelected: [PRODUCT] });
    expect(p.links).toBeUndefined();
    expect(p.quiz).toBeUndefined();
    expect(p.content_name).toBeUndefined();
    expect(rewardFormPayload({ ...form, reward_type: 'quiz', quiz: 'q' }).needed_score).toBeUndefined();
  });

  it('lets the schema ignore a stale field of another delivery type, and check the chosen one', () => {
    expect(ZRewardForm.safeParse(form).success).toBe(false);
    expect(ZRewardForm.safeParse(rewardFormPayload(form)).success).toBe(true);
    const asLink = ZRewardForm.safeParse(rewardFormPayload({ ...form, delivery_type: 'link' }));
    expect(asLink.success).toBe(false);
    expect(asLink.error?.issues[0]).toMatchObject({
      path: ['links', 0],
      message: 'gamification.invalidLink',
    });
  });
});
