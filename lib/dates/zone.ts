import { zonedToUtc } from '../notifications/reminder-time';

// The platform's clock: every date a page shows is formatted in this zone (lib/i18n/request.ts), so what
// an editor types as a wall-clock time is read in it too (decision 437). Client-importable.

export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/**
 * `YYYY-MM-DDTHH:MM` (an `<input type="datetime-local">` value) read as a wall-clock time in `timeZone`,
 * as an ISO instant; the text itself when it is not such a value (the schema then says why).
 */
export function wallTimeToIso(local: string, timeZone = PLATFORM_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return local;
  const at = zonedToUtc(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, timeZone);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** The inverse of `wallTimeToIso`: an instant as `YYYY-MM-DDTHH:MM` on the wall clock of `timeZone`. */
export function isoToWallTime(iso: string, timeZone = PLATFORM_TIME_ZONE): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
