import { describe, expect, it } from 'vitest';
import { wallTimeToIso } from './zone';

describe('wallTimeToIso', () => {
  it('reads a datetime-local value in the platform zone (São Paulo, UTC-3), whatever the machine’s zone', () => {
    expect(wallTimeToIso('2026-12-10T20:00')).toBe('2026-12-10T23:00:00.000Z');
    expect(wallTimeToIso('2026-12-31T22:30')).toBe('2027-01-01T01:30:00.000Z');
  });

  it('follows another zone, its summer time included', () => {
    expect(wallTimeToIso('2026-07-01T12:00', 'Europe/Lisbon')).toBe('2026-07-01T11:00:00.000Z');
    expect(wallTimeToIso('2026-01-15T12:00', 'Europe/Lisbon')).toBe('2026-01-15T12:00:00.000Z');
    expect(wallTimeToIso('2026-03-10T09:00', 'America/Manaus')).toBe('2026-03-10T13:00:00.000Z');
  });

  it('gives back what is not a datetime-local value, for the schema to refuse', () => {
    expect(wallTimeToIso('')).toBe('');
    expect(wallTimeToIso('amanhã')).toBe('amanhã');
  });
});
