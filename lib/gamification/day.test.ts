import { describe, expect, it } from 'vitest';
import { dayWindow } from './day';

describe('gamification day window', () => {
  it('is the São Paulo calendar day: [03:00Z, next 03:00Z)', () => {
    const w = dayWindow(new Date('2026-11-23T15:00:00.000Z'));
    expect(w.key).toBe('2026-11-23');
    expect(w.start.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('puts 23:59 local on the same day and 00:00 local on the next', () => {
    expect(dayWindow(new Date('2026-11-24T02:59:59.999Z')).key).toBe('2026-11-23');
    expect(dayWindow(new Date('2026-11-24T03:00:00.000Z')).key).toBe('2026-11-24');
  });

  it('contains the instant it was computed for', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-30T12:34:56.789Z', '2026-12-31T23:59:59Z']) {
      const at = new Date(iso);
      const w = dayWindow(at);
      expect(w.start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(w.end.getTime()).toBeGreaterThan(at.getTime());
      expect(w.end.getTime() - w.start.getTime()).toBe(86_400_000);
    }
  });
});
