'use client';

import clsx from 'clsx';
import { useTranslations } from '@/components/i18n/lite-intl';
import { RelativeDate } from '@/components/community/relative-date';
import { UserAvatar } from '@/components/shell/user-avatar';
import type { TNotification } from '@/lib/notifications/schemas';

/** Who acted and what about, from the nested data of SPEC 3 (no extra request). */
export function actorOf(n: TNotification): { name: string; photo_url: string | null; about: string } {
  if (n.class_doubt) return { ...n.class_doubt.response_owner, about: n.class_doubt.lesson.title };
  if (n.community_post_comment)
    return { ...n.community_post_comment.user, about: n.community_post_comment.content };
  if (n.community_post_comment_reply)
    return { ...n.community_post_comment_reply.user, about: n.community_post_comment_reply.content };
  if (n.community_post?.owner_like)
    return { ...n.community_post.owner_like.user, about: n.community_post.owner_like.title ?? '' };
  if (n.community_post) return { ...n.community_post.user, about: n.community_post.title ?? '' };
  if (n.certificate) return { name: '', photo_url: null, about: n.certificate.course_title };
  if (n.study_reminder) return { name: '', photo_url: null, about: n.study_reminder.lesson?.title ?? '' };
  return { name: '', photo_url: null, about: '' };
}

/** The platform's square mark and name, the icon of a notification no person sent (logo_square, issue 50). */
export interface TPlatformMark {
  name: string;
  icon: string | null;
}

/** One notification row: unread ones carry a red dot, read ones are dimmed. Opening it marks it read. */
export function NotificationItem({
  n,
  onOpen,
  platform,
}: {
  n: TNotification;
  onOpen: (n: TNotification) => void;
  platform?: TPlatformMark;
}) {
  const t = useTranslations('notifications');
  const actor = actorOf(n);
  // a study reminder has no sender: the platform's square logo stands in
  const mark = !actor.name && platform ? platform : null;
  const unread = n.read === 0;
  return (
    <li>
      <a
        href={n.url}
        onClick={(e) => {
          e.preventDefault();
          onOpen(n);
        }}
        data-testid="notification-item"
        data-read={unread ? '0' : '1'}
        className="flex items-start gap-3 rounded-md px-3 py-3 text-left transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <UserAvatar
          name={mark ? mark.name : actor.name || '?'}
          photoUrl={mark ? mark.icon : actor.photo_url}
          size="lg"
        />
        <span className="min-w-0 flex-1">
          {/* a read item is dimmed on its main line only: dimming the whole item took the avatar's
              initials and the secondary lines below 4.5:1 (axe, issue 14) */}
          <span className={clsx('block text-sm', !unread && 'opacity-75')}>
            {t(`text.${n.type}`, { name: actor.name })}
          </span>
          {actor.about && <span className="block truncate text-xs opacity-70">{actor.about}</span>}
          <span className="block text-xs opacity-60">
            <RelativeDate iso={n.created_at} />
          </span>
        </span>
        {unread && (
          <span
            data-testid="notification-unread-dot"
            aria-label={t('unread')}
            className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-red-500"
          />
        )}
      </a>
    </li>
  );
}

/** Splits a list into today's and older ones (local calendar day). */
export function splitToday(list: TNotification[], now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return {
    today: list.filter((n) => new Date(n.created_at).getTime() >= start),
    older: list.filter((n) => new Date(n.created_at).getTime() < start),
  };
}
