import { describe, expect, it } from 'vitest';
import {
  ZLevelCreateBody,
  ZLevelUpdateBody,
  ZPointsForm,
  ZRewardCreateBody,
  ZRewardForm,
} from '@/lib/gamification/schemas';
import { parseWith } from '@/lib/server/validation';

// The shared schemas as the panel's forms use them (no server): coercion of form values and the
// message keys of SPEC 5.

const P1 = '0190a000-0000-7000-8000-000000000001';
const P2 = '0190a000-0000-7000-8000-000000000002';
const reward = {
  name: 'Medalha',
  reward_type: 'score',
  needed_score: '10',
  plansSelected: [P1],
  delivery_type: 'link',
  links: ['https://example.com/a,b'],
};
const firstMessage = (r: ReturnType<typeof parseWith>) =>
  r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };

describe('reward schemas', () => {
  it('reads form text: numbers, comma-separated ids, one link with a comma, JSON lists', () => {
    const r = ZRewardCreateBody.parse({
      ...reward,
      plansSelected: `${P1},${P2}`,
      links: 'https://x.com/?a=1,2',
    });
    expect(r.needed_score).toBe(10);
    expect(r.plansSelected).toEqual([P1, P2]);
    expect(r.links).toEqual(['https://x.com/?a=1,2']);
    expect(r.animation).toBe('none');
    expect(r.song).toBe('none');
    const j = ZRewardCreateBody.parse({ ...reward, plansSelected: JSON.stringify([P2, P2]) });
    expect(j.plansSelected).toEqual([P2]);
  });

  it.each([
    [{ reward_type: 'quiz' }, 'quiz', 'gamification.fieldRequired'],
    [{ reward_type: 'lesson', lesson: '' }, 'lesson', 'gamification.fieldRequired'],
    [{ needed_score: '' }, 'needed_score', 'gamification.fieldRequired'],
    [{ plansSelected: [] }, 'plansSelected', 'gamification.plansRequired'],
    [{ links: ['javascript:alert(1)'] }, 'links.0', 'gamification.invalidLink'],
    [{ delivery_type: 'file' }, 'content', 'gamification.fileRequired'],
    [{ delivery_type: 'product' }, 'deliverable_product', 'gamification.deliverableProductRequired'],
    [{ delivery_type: 'link', links: [] }, 'links', 'gamification.linksRequired'],
  ])('the form refuses %j at %s with %s', (patch, path, message) => {
    expect(firstMessage(parseWith(ZRewardForm, { ...reward, ...patch }))).toEqual({ path, message });
  });
});

describe('level schemas', () => {
  it('reads 1/0 flags and defaults; an update keeps what it leaves out', () => {
    const c = ZLevelCreateBody.parse({ name: 'Ouro', needed_score: '5', show_level_on_profile: '0' });
    expect(c).toMatchObject({
      needed_score: 5,
      show_level_on_profile: false,
      show_score_on_profile: true,
      color: '#6D28D9',
    });
    const u = ZLevelUpdateBody.parse({ id: P1, name: 'Prata' });
    expect(u.color).toBeUndefined();
    expect(u.show_level_on_profile).toBeUndefined();
    expect(u.animation).toBeUndefined();
  });

  it('requires a name ("Obrigatório")', () => {
    expect(firstMessage(parseWith(ZLevelCreateBody, { name: ' ', needed_score: 1 }))).toEqual({
      path: 'name',
      message: 'gamification.required',
    });
  });
});

describe('points form', () => {
  it('requires the points name and fills the actions left out', () => {
    expect(firstMessage(parseWith(ZPointsForm, { custom_name: '' }))).toEqual({
      path: 'custom_name',
      message: 'gamification.required',
    });
    const f = ZPointsForm.parse({ custom_name: 'XP', platform: { login: { enabled: true, points: '3' } } });
    expect(f.platform.login).toEqual({ enabled: true, points: 3 });
    expect(f.community.score_likes).toEqual({ enabled: false, points: 0 });
  });
});
