import { z } from 'zod';
import { REMINDER_CHANNELS, REMINDER_TIME } from './reminder-view';

// Notifications (SPEC.md sections 3, 7 "Notifications", 9): payloads and answers, shared by the forms
// and the handlers. Client-importable.

export const NOTIFICATION_TYPES = [
  'doubt',
  'community_post',
  'community_comment',
  'community_like',
  'community_reply',
  // our addition: the in-app channel of a study reminder (docs/decisions.md 75)
  'study_reminder',
  // issue 49: a certificate was issued to the member (in-app only, ADR 0530)
  'certificate',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The preference types of SPEC 2.4; a doubt answer follows 'reply' (docs/decisions.md 73). */
export const PREFERENCE_TYPES = ['comment', 'like', 'post', 'reply'] as const;
export type TPreferenceType = (typeof PREFERENCE_TYPES)[number];

export const PREFERENCE_OF: Record<
  Exclude<TNotificationType, 'study_reminder' | 'certificate'>,
  TPreferenceType
> = {
  doubt: 'reply',
  community_post: 'post',
  community_comment: 'comment',
  community_like: 'like',
  community_reply: 'reply',
};

export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 300_000;
/** The badge shows the count up to 9, then '+9'; the total endpoint counts at most this far. */
export const UNREAD_COUNT_CAP = 10;
/** A like removed within this time leaves no notification behind. */
export const LIKE_GRACE_MS = 60_000;

const channels = z.object({ email: z.boolean(), platform: z.boolean() }).strict();

export const ZPreferences = z
  .object({
    comment: channels,
    like: channels,
    post: channels,
    reply: channels,
    communities: z.array(z.string().uuid('notifications.invalidCommunity')).max(500),
  })
  .strict();
export type TPreferences = z.infer<typeof ZPreferences>;

/** GET answer: the preferences plus the rows the form lists (SPEC 3 "Form community row"). */
export interface TPreferencesView extends TPreferences {
  subscribed_communities: { community_id: string; title: string; activeNotify: boolean }[];
}

export const ZNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  paginate: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const ZMarkRead = z
  .object({
    read: z.literal(true),
    ids: z.array(z.string().uuid('notifications.invalidIds')).max(200).optional(),
    /** mark every unread notification of the caller ('Marcar todas como lidas') */
    all: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, {
    message: 'notifications.invalidIds',
    path: ['ids'],
  });
export type TMarkRead = z.infer<typeof ZMarkRead>;

interface Person {
  name: string;
  photo_url: string | null;
}

/** One notification as the list returns it: SPEC 3 fields, the nested data of its type, and its link. */
export interface TNotification {
  id: string;
  type: TNotificationType;
  read: 0 | 1;
  created_at: string;
  /** where opening it leads (SPEC 2.1 routes) */
  url: string;
  class_doubt?: { lesson: { id: string; title: string; slug?: string }; response_owner: Person };
  community_post?: {
    id: string;
    community_id: string;
    title: string | null;
    user: Person;
    owner_like?: { post_id: string; community_id: string; user: Person; title: string | null };
  };
  community_post_comment?: {
    community_id: string;
    content: string;
    user: Person;
    community_comment_data: { post: { id: string } };
  };
  community_post_comment_reply?: {
    community_id: string;
    content: string;
    user: Person;
    post_data: { post_id: string };
  };
  study_reminder?: { lesson: { id: string; title: string; slug?: string } | null };
  certificate?: { id: string; code: string; course_title: string };
}

export interface TNotificationPage {
  data: TNotification[];
  current_page: number;
  per_page: number;
  next_page_url: string | null;
}

export interface TNotificationTotal {
  has_unread_notifications: boolean;
  /** unread count, at most UNREAD_COUNT_CAP (the badge shows '+9' above 9) */
  unread_count: number;
}

// Study reminders (/lembretes): the rules the form also checks are in reminder-view.ts (no zod there).
export { WEEKDAYS, REMINDER_CHANNELS, DEFAULT_TIME_ZONE, REMINDER_TIME } from './reminder-view';

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const ZReminder = z
  .object({
    enabled: z.boolean(),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'reminders.weekdaysRequired')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'reminders.weekdaysRequired'),
    time: z.string().regex(REMINDER_TIME, 'reminders.invalidTime'),
    time_zone: z.string().max(64).refine(isTimeZone, 'reminders.invalidTimeZone'),
    channel: z.enum(REMINDER_CHANNELS),
  })
  .strict();
export type TReminder = z.infer<typeof ZReminder>;

/**
 * The body of `POST /api/notifications/unsubscribe`: a mail provider's one-click POST (RFC 8058) sends
 * `List-Unsubscribe=One-Click` as a form (urlencoded or multipart); the page's button sends none.
 */
export const ZUnsubscribeBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();
