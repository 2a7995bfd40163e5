import { dayWindow, GAMIFICATION_TIME_ZONE } from '@/lib/gamification/day';

// The Painel's calendar (docs/adr/0530): the school's time zone is the platform's (Brazil, no daylight
// saving since 2019), the one the gamification days already use, so 'today' means the same everywhere.

export const INSIGHTS_TIME_ZONE = GAMIFICATION_TIME_ZONE;
/** the longest custom period */
export const MAX_PERIOD_DAYS = 366;

/** YYYY-MM-DD of an instant in the school's time zone. */
export const dayKey = (at: Date): string => dayWindow(at).key;

/** A day key moved by n days (calendar arithmetic on the date alone). */
export function addDays(key: string, n: number): string {
  const d = new Date(`${key}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from a to b inclusive (1 when equal). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

export interface Period {
  from: string;
  to: string;
  days: number;
  /** the period of the same length just before */
  previous: { from: string; to: string };
}

/** A period of `days` ending today, or the custom from..to; the previous one beside it. */
export function resolvePeriod(
  input: { days: number } | { from: string; to: string },
  now: Date = new Date(),
): Period {
  const to = 'days' in input ? dayKey(now) : input.to;
  const from = 'days' in input ? addDays(to, -(input.days - 1)) : input.from;
  const days = daysBetween(from, to);
  return { from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}
