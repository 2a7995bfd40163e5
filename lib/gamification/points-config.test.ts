import { describe, expect, it } from 'vitest';
import { parsePointsConfig, ZPlatformRules } from './points-config';

describe('points config', () => {
  it('defaults to nothing scoring when a tenant has no settings', () => {
    const c = parsePointsConfig(null);
    expect(c.customName).toBe('XP');
    expect(c.platform.finish_class).toEqual({ enabled: false, points: 0 });
    expect(c.perDayCommunity.post).toEqual({ enable: false, needed_interaction: 1, plus_user_score: 0 });
  });

  it('keeps stored rules and fills missing actions', () => {
    const c = parsePointsConfig({
      customName: 'Coin',
      platform: { finish_class: { enabled: true, points: 10 } },
      community: {},
      perDayPlatform: {},
      perDayCommunity: { like: { enable: true, needed_interaction: 3, plus_user_score: 5 } },
    });
    expect(c.platform.finish_class).toEqual({ enabled: true, points: 10 });
    expect(c.platform.login).toEqual({ enabled: false, points: 0 });
    expect(c.perDayCommunity.like.plus_user_score).toBe(5);
  });

  it('refuses negative points', () => {
    expect(ZPlatformRules.safeParse({ login: { enabled: true, points: -1 } }).success).toBe(false);
  });
});
