import 'server-only';
import { resolveLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { prisma } from '@/lib/server/db';
import { enqueue } from '@/lib/server/jobs';
import type { MailMessage } from '@/lib/server/mail';
import { tenantOrigin } from '@/lib/server/public-origin';
import { brandOf, brandedMailHtml, escapeHtml, mailButton } from '@/lib/server/mail/layout';
import { notificationUrl } from './links';
import { PREFERENCE_OF, type TNotification, type TNotificationType } from './schemas';
import { signUnsubscribe } from './unsubscribe';

// The e-mail channel (issue 9): one mail per notification, rendered by the 'notification-email' job in
// the member's locale with the tenant's name, logo and colour, a link to the target and a one-click
// unsubscribe for that type (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058), then handed to the
// existing 'send-email' job, whose retries with backoff cover a failing SMTP server. The notification
// row is committed long before: a mail that never goes out loses nothing but the mail.

/** What the mail says: "{name} commented on your post" and the like, from the stored data. */
export function describe(type: TNotificationType, data: Partial<TNotification>) {
  const who =
    data.class_doubt?.response_owner.name ??
    data.community_post_comment?.user.name ??
    data.community_post_comment_reply?.user.name ??
    data.community_post?.owner_like?.user.name ??
    data.community_post?.user.name ??
    '';
  const subject =
    data.class_doubt?.lesson.title ??
    data.community_post?.title ??
    data.community_post_comment?.content ??
    data.community_post_comment_reply?.content ??
    '';
  return { who, subject };
}

export async function renderNotificationEmail(notificationId: string): Promise<MailMessage | null> {
  const n = await prisma.notification.findUnique({
    where: { id: notificationId },
    select: {
      tenantId: true,
      type: true,
      data: true,
      userId: true,
      user: { select: { email: true, name: true, locale: true } },
      tenant: {
        select: {
          name: true,
          domains: { orderBy: { primary: 'desc' }, take: 1, select: { host: true } },
          settings: {
            select: {
              primaryColor: true,
              textColor: true,
              logoHorizontal: true,
              logoSquare: true,
              seoName: true,
            },
          },
        },
      },
    },
  });
  if (!n || !n.tenant.domains[0]) return null; // removed meanwhile (like undone, post deleted)
  const type = n.type as Exclude<TNotificationType, 'study_reminder' | 'certificate'>;
  const pref = PREFERENCE_OF[type];
  // reminders mail themselves (lib/notifications/reminders.ts); certificates are in-app only
  if (!pref) return null;
  const locale = resolveLocale(n.user.locale, null);
  const t = getTranslator(locale);
  const origin = tenantOrigin(n.tenant.domains[0].host);
  const data = n.data as Partial<TNotification>;
  const link = origin + notificationUrl(n.tenantId, type, data);
  const token = await signUnsubscribe({ tenantId: n.tenantId, userId: n.userId, type: pref });
  const unsubscribeApi = `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const unsubscribePage = `${origin}/cancelar-email?token=${encodeURIComponent(token)}`;
  const { who, subject: about } = describe(type, data);
  const platform = n.tenant.name;
  const values = { name: who, platform, title: about.slice(0, 80) };
  const subject = t(`notifications.mail.subject.${type}`, values);
  const line = t(`notifications.text.${type}`, values);
  const button = t('notifications.mail.open');
  const footer = t(`notifications.mail.unsubscribe.${pref}`);
  const brand = brandOf(platform, n.tenant.settings, origin);
  const text = [
    t('notifications.mail.greeting', { name: n.user.name }),
    '',
    line,
    about,
    '',
    link,
    '',
    `${footer}: ${unsubscribePage}`,
  ].join('\n');
  const html = brandedMailHtml(
    locale,
    brand,
    `<p>${escapeHtml(t('notifications.mail.greeting', { name: n.user.name }))}</p>
<p>${escapeHtml(line)}</p>
${about ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${brand.color};color:#333">${escapeHtml(about.slice(0, 300))}</blockquote>` : ''}
${mailButton(brand, link, button)}
<p style="font-size:12px;color:#555"><a href="${escapeHtml(unsubscribePage)}" style="color:#555">${escapeHtml(footer)}</a></p>`,
  );
  return {
    tenantId: n.tenantId,
    to: n.user.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The 'notification-email' job: render, then queue the mail on the existing 'send-email' job. */
export async function notificationEmailJob({
  notificationId,
  priority,
}: {
  notificationId: string;
  priority?: number;
}): Promise<void> {
  const mail = await renderNotificationEmail(notificationId);
  // the school's slice carries over: the same fairness on the sending queue (ADR 0306)
  if (mail) await enqueue('send-email', mail, { priority: priority ?? 0 });
}
