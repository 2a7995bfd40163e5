import { z } from 'zod';
import { toEmbedUrl } from '@/lib/course/embed';

// Lives (issue 14): the editor's schedule form and the answers of the live calls. Client-importable;
// messages are i18n keys of the `lives` namespace.

export const LIVE_TITLE_MAX = 150;
export const LIVE_DURATION_MIN = 5;
export const LIVE_DURATION_MAX = 720;
export const LIVE_DEFAULT_DURATION = 60;
export const LIVE_LIST_LIMIT = 50;
export { LIVE_POLL_MS, liveUrl } from './links';

/** The schedule form and POST /api/auth/lives. */
export const ZLiveBody = z.object({
  title: z.string().trim().min(1, 'lives.titleRequired').max(LIVE_TITLE_MAX, 'lives.titleTooLong'),
  /** an ISO date-time with its offset, or what <input type="datetime-local"> gives once converted */
  starts_at: z.iso.datetime({ offset: true, message: 'lives.invalidStart' }),
  duration_minutes: z.coerce
    .number({ message: 'lives.invalidDuration' })
    .int('lives.invalidDuration')
    .min(LIVE_DURATION_MIN, 'lives.invalidDuration')
    .max(LIVE_DURATION_MAX, 'lives.invalidDuration'),
  /** YouTube or Vimeo page address, or any https player (lib/validation/url.ts + lib/course/embed.ts) */
  embed_url: z
    .string()
    .trim()
    .min(1, 'lives.embedRequired')
    .refine((v) => toEmbedUrl(v) !== null, 'lives.invalidEmbed'),
  /** products whose students may watch; empty = every member */
  product_ids: z
    .array(z.uuid({ message: 'lives.invalidProducts' }))
    .max(50)
    .default([]),
  tenant_id: z.string().max(64).optional(),
});
export type TLiveBodyInput = z.input<typeof ZLiveBody>;
export type TLiveBody = z.output<typeof ZLiveBody>;

export const ZLiveIdParams = z.object({ id: z.uuid({ message: 'errors.notFound' }) });

export type TLiveStatus = 'upcoming' | 'live' | 'ended';

export interface TLive {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  embed_url: string;
  product_ids: string[];
  status: TLiveStatus;
}

/** GET /api/platform/has-live */
export interface THasLive {
  show_live_alert: boolean;
  live_id: string | null;
}

export function liveStatus(startsAt: Date, endsAt: Date, now: Date = new Date()): TLiveStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'live' : 'ended';
}
