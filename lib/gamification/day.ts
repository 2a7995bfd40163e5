// The gamification day (docs/decisions.md 57): per-day rules and the daily login count within calendar
// days of the platform's time zone. A window is [local 00:00, next local 00:00), 24 h long (SPEC 9
// "Per-day scoring window 24 h"); its key (YYYY-MM-DD) is the sourceId that makes a per-day bonus and a
// login count once per window.

/** Brazil has had no daylight saving time since 2019, so every window here is exactly 24 h (UTC-03:00). */
export const GAMIFICATION_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: GAMIFICATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface DayWindow {
  /** YYYY-MM-DD in the platform's time zone */
  key: string;
  start: Date;
  /** exclusive */
  end: Date;
}

export function dayWindow(at: Date): DayWindow {
  const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  const [y, m, d] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const localAsUtc = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = localAsUtc - Math.floor(at.getTime() / 1000) * 1000;
  const start = new Date(Date.UTC(y, m - 1, d) - offset);
  return {
    key: `${parts.year}-${parts.month}-${parts.day}`,
    start,
    end: new Date(start.getTime() + DAY_MS),
  };
}
