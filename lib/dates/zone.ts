// The platform's clock: every date a page shows is formatted in this zone (lib/i18n/request.ts), so what
// an editor types as a wall-clock time is read in it too (decision 437). Client-importable.

export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** The zone's offset from UTC at `at`, in ms (UTC-3 is -10_800_000). */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * `YYYY-MM-DDTHH:MM` (an `<input type="datetime-local">` value) read as a wall-clock time in `timeZone`,
 * as an ISO instant; the text itself when it is not such a value (the schema then says why).
 */
export function wallTimeToIso(local: string, timeZone = PLATFORM_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return local;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s);
  if (Number.isNaN(wall)) return local;
  // the offset at the guess, then again at the result (a zone that changes its offset in between)
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}
