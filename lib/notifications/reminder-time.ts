// Study reminder slots (docs/decisions.md 75): pure time-zone arithmetic on Intl, no dependency.
// A slot is a local date and time in the member's zone ("2026-11-23T19:30"); nextSlot() gives the first
// one strictly after an instant, as the UTC instant it happens and its local name.

interface Local {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
  weekday: number;
}

const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export function localParts(at: Date, timeZone: string): Local {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    y: Number(get('year')),
    m: Number(get('month')),
    d: Number(get('day')),
    hh: Number(get('hour')) % 24,
    mm: Number(get('minute')),
    weekday: WEEKDAY[get('weekday')] ?? 0,
  };
}

/** The UTC instant of a local wall-clock time in a zone (DST gaps resolve forward). */
export function zonedToUtc(y: number, m: number, d: number, hh: number, mm: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    const seen = Date.UTC(p.y, p.m - 1, p.d, p.hh, p.mm);
    guess += wall - seen;
  }
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, '0');

export const slotName = (p: Pick<Local, 'y' | 'm' | 'd' | 'hh' | 'mm'>) =>
  `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.hh)}:${pad(p.mm)}`;

/** The first slot strictly after `after` on one of `weekdays` (0 = Sunday) at `time` ("HH:MM"). */
export function nextSlot(
  after: Date,
  r: { weekdays: number[]; time: string; timeZone: string },
): { at: Date; slot: string } | null {
  if (r.weekdays.length === 0) return null;
  const [hh, mm] = r.time.split(':').map(Number) as [number, number];
  const today = localParts(after, r.timeZone);
  for (let i = 0; i <= 7; i++) {
    // walk calendar days in the zone from today's local date
    const day = new Date(Date.UTC(today.y, today.m - 1, today.d + i));
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (!r.weekdays.includes(day.getUTCDay())) continue;
    const at = zonedToUtc(y, m, d, hh, mm, r.timeZone);
    if (at.getTime() > after.getTime()) return { at, slot: slotName({ y, m, d, hh, mm }) };
  }
  return null;
}
