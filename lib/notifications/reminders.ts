import 'server-only';
import { resolveLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { lessonUrl } from '@/lib/course/urls';
import { prisma } from '@/lib/server/db';
import { enqueue } from '@/lib/server/jobs';
import type { AuthedContext } from '@/lib/server/route';
import { tenantOrigin } from '@/lib/server/public-origin';
import { nextSlot } from './reminder-time';
import type { TReminderView } from './reminder-view';
import { DEFAULT_TIME_ZONE, type TReminder } from './schemas';

// Study reminders (/lembretes; docs/decisions.md 75). A reminder stores its next slot as a UTC instant
// (next_at, indexed) and the last slot handled (last_slot). The minute job claims each due reminder
// with a conditional update on next_at (two workers never both take it), moves next_at to the slot
// after now, and sends only when the slot is at most GRACE late: after downtime, the missed slots are
// skipped instead of arriving hours late, and a slot is never sent twice.

export const REMINDER_GRACE_MS = 15 * 60_000;

const DEFAULT: TReminder = {
  enabled: false,
  weekdays: [1, 2, 3, 4, 5],
  time: '19:00',
  time_zone: DEFAULT_TIME_ZONE,
  channel: 'platform',
};

export async function getReminder(ctx: AuthedContext): Promise<TReminderView> {
  const r = await ctx.db.studyReminder.findFirst({ where: { userId: ctx.user.id } });
  if (!r) return { ...DEFAULT, next_at: null };
  return {
    enabled: r.enabled,
    weekdays: r.weekdays,
    time: r.time,
    time_zone: r.timeZone,
    channel: r.channel as TReminder['channel'],
    next_at: r.nextAt?.toISOString() ?? null,
  };
}

export async function saveReminder(ctx: AuthedContext, body: TReminder): Promise<TReminderView> {
  const weekdays = [...new Set(body.weekdays)].sort();
  const next = body.enabled
    ? nextSlot(new Date(), { weekdays, time: body.time, timeZone: body.time_zone })
    : null;
  const data = {
    enabled: body.enabled,
    weekdays,
    time: body.time,
    timeZone: body.time_zone,
    channel: body.channel,
    nextAt: next?.at ?? null,
  };
  await ctx.db.studyReminder.upsert({
    where: { tenantId_userId: { tenantId: ctx.tenant.id, userId: ctx.user.id } },
    create: { tenantId: ctx.tenant.id, userId: ctx.user.id, ...data },
    update: data,
  });
  return getReminder(ctx);
}

/** The member's most recent unfinished lesson, or null. */
async function lastUnfinishedLesson(tenantId: string, userId: string) {
  const p = await prisma.lessonProgress.findFirst({
    where: { tenantId, userId, completedAt: null },
    orderBy: { updatedAt: 'desc' },
    select: { lesson: { select: { id: true, title: true, slug: true } } },
  });
  return p?.lesson ?? null;
}

async function deliver(r: {
  id: string;
  tenantId: string;
  userId: string;
  channel: string;
  slot: string;
}): Promise<void> {
  const lesson = await lastUnfinishedLesson(r.tenantId, r.userId);
  if (r.channel === 'platform') {
    await prisma.notification.createMany({
      data: [
        {
          tenantId: r.tenantId,
          userId: r.userId,
          type: 'study_reminder',
          lessonId: lesson?.id ?? null,
          data: { study_reminder: { lesson } },
          dedupeKey: `reminder:${r.slot}`,
        },
      ],
      skipDuplicates: true,
    });
    return;
  }
  const member = await prisma.user.findUnique({
    where: { id: r.userId },
    select: {
      email: true,
      name: true,
      locale: true,
      memberships: {
        where: { tenantId: r.tenantId },
        select: { tenant: { select: { name: true, domains: { orderBy: { primary: 'desc' }, take: 1 } } } },
      },
    },
  });
  const tenant = member?.memberships[0]?.tenant;
  if (!member || !tenant?.domains[0]) return;
  const t = getTranslator(resolveLocale(member.locale, null));
  const origin = tenantOrigin(tenant.domains[0].host);
  const link = origin + (lesson ? lessonUrl(r.tenantId, lesson) : '/homepage');
  const values = { name: member.name, platform: tenant.name, title: lesson?.title ?? '' };
  const subject = t('reminders.mail.subject', values);
  const line = t(lesson ? 'reminders.mail.lesson' : 'reminders.mail.noLesson', values);
  const change = `${origin}/lembretes`;
  await enqueue('send-email', {
    tenantId: r.tenantId,
    to: member.email,
    subject,
    text: [subject, '', line, '', link, '', `${t('reminders.mail.change')}: ${change}`].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif"><h2>${escape(subject)}</h2><p>${escape(line)}</p><p><a href="${escape(link)}">${escape(link)}</a></p><p style="font-size:12px;color:#555"><a href="${escape(change)}">${escape(t('reminders.mail.change'))}</a></p></body></html>`,
  });
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The 'study-reminders' job: every due reminder, claimed, advanced and (if not too late) sent. */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const due = await prisma.studyReminder.findMany({
    where: { enabled: true, nextAt: { lte: now } },
    orderBy: { nextAt: 'asc' },
    take: 1000,
  });
  let sent = 0;
  for (const r of due) {
    const current = nextSlot(new Date(r.nextAt!.getTime() - 1), {
      weekdays: r.weekdays,
      time: r.time,
      timeZone: r.timeZone,
    });
    const following = nextSlot(now, { weekdays: r.weekdays, time: r.time, timeZone: r.timeZone });
    const slot = current?.slot ?? null;
    const claimed = await prisma.studyReminder.updateMany({
      where: { id: r.id, nextAt: r.nextAt },
      data: { nextAt: following?.at ?? null, lastSlot: slot },
    });
    if (claimed.count === 0 || !slot || slot === r.lastSlot) continue;
    if (now.getTime() - r.nextAt!.getTime() > REMINDER_GRACE_MS) continue; // too late: skipped
    await deliver({ id: r.id, tenantId: r.tenantId, userId: r.userId, channel: r.channel, slot });
    sent++;
  }
  return sent;
}
