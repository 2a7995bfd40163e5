import { beforeAll, describe, expect, it } from 'vitest';
import { nextSlot } from '@/lib/notifications/reminder-time';
import { sendDueReminders } from '@/lib/notifications/reminders';
import { lessonUrl } from '@/lib/course/urls';
import { prisma } from '@/lib/server/db';
import { runJob } from '@/lib/server/jobs/registry';
import { readLatestMail, type MailMessage } from '@/lib/server/mail';
import { createCourse } from '../course/world';
import { createUser, createWorld, type TestUser } from '../support/factories';

// Study reminders: slots in the member's zone, sent once, never hours late.

const SP = 'America/Sao_Paulo';

describe('nextSlot', () => {
  it('finds the next weekday and local time in the zone (São Paulo is UTC-3)', () => {
    // Monday 2026-11-23 20:00 UTC = 17:00 in São Paulo
    const after = new Date('2026-11-23T20:00:00Z');
    expect(nextSlot(after, { weekdays: [1], time: '19:30', timeZone: SP })).toEqual({
      at: new Date('2026-11-23T22:30:00Z'),
      slot: '2026-11-23T19:30',
    });
    // past today's time: next Wednesday
    expect(nextSlot(after, { weekdays: [1, 3], time: '08:00', timeZone: SP })?.slot).toBe('2026-11-25T08:00');
    // a zone ahead of UTC where the local date is already Tuesday
    expect(nextSlot(after, { weekdays: [2], time: '07:00', timeZone: 'Asia/Tokyo' })?.at).toEqual(
      new Date('2026-11-23T22:00:00Z'),
    );
  });
});

describe('sendDueReminders', () => {
  let w: Awaited<ReturnType<typeof createWorld>>;
  let u: TestUser;
  beforeAll(async () => {
    w = await createWorld();
    u = await createUser(w.a, 'student', 'Estudante');
  });

  it('sends a due slot once, then moves to the next; a slot missed by hours is skipped, not sent late', async () => {
    const due = new Date('2026-11-23T22:30:00Z'); // Monday 19:30 in São Paulo
    await prisma.studyReminder.create({
      data: { tenantId: w.a.id, userId: u.id, weekdays: [1, 3], time: '19:30', timeZone: SP, nextAt: due },
    });
    expect(await sendDueReminders(new Date('2026-11-23T22:31:00Z'))).toBe(1);
    expect(await sendDueReminders(new Date('2026-11-23T22:32:00Z'))).toBe(0);
    const r = await prisma.studyReminder.findFirstOrThrow({ where: { userId: u.id } });
    expect(r.lastSlot).toBe('2026-11-23T19:30');
    expect(r.nextAt).toEqual(new Date('2026-11-25T22:30:00Z'));
    const n = await prisma.notification.findMany({ where: { userId: u.id, type: 'study_reminder' } });
    expect(n).toHaveLength(1);
    // the server was down from Tuesday to Wednesday 23:40 (São Paulo 20:40): Wednesday's slot is skipped
    expect(await sendDueReminders(new Date('2026-11-26T02:40:00Z'))).toBe(0);
    const after = await prisma.studyReminder.findFirstOrThrow({ where: { userId: u.id } });
    expect(after.nextAt).toEqual(new Date('2026-11-30T22:30:00Z'));
    expect(await prisma.notification.count({ where: { userId: u.id, type: 'study_reminder' } })).toBe(1);
  });

  /** Three lessons seen at different times: the newest unfinished one is the link's target. */
  async function progress(member: TestUser) {
    const c = await createCourse(w.a);
    const [older, newest, finished] = c.lessons as [string, string, string];
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    for (const [lessonId, hoursAgo, done] of [
      [older, 3, false],
      [newest, 2, false],
      [finished, 1, true],
    ] as const) {
      const p = await prisma.lessonProgress.create({
        data: { tenantId: w.a.id, userId: member.id, lessonId, completedAt: done ? at(hoursAgo) : null },
      });
      await prisma.$executeRaw`UPDATE lesson_progress SET updated_at = ${at(hoursAgo)} WHERE id = ${p.id}::uuid`;
    }
    return prisma.lesson.findUniqueOrThrow({ where: { id: newest }, select: { id: true, slug: true } });
  }

  it('links to the last unfinished lesson (not a finished one seen later)', async () => {
    const member = await createUser(w.a, 'student', 'Com Progresso');
    const lesson = await progress(member);
    const due = new Date('2026-11-23T22:30:00Z');
    await prisma.studyReminder.create({
      data: { tenantId: w.a.id, userId: member.id, weekdays: [1], time: '19:30', timeZone: SP, nextAt: due },
    });
    expect(await sendDueReminders(new Date('2026-11-23T22:31:00Z'))).toBe(1);
    const n = await prisma.notification.findFirstOrThrow({
      where: { userId: member.id, type: 'study_reminder' },
    });
    expect(n.lessonId).toBe(lesson.id);
    expect(n.data).toMatchObject({ study_reminder: { lesson: { id: lesson.id } } });
  });

  it('the e-mail channel sends a mail with the link to that lesson, and no in-app notification', async () => {
    const member = await createUser(w.a, 'student', 'Por E-mail');
    const lesson = await progress(member);
    const due = new Date('2026-11-23T22:30:00Z');
    await prisma.studyReminder.create({
      data: {
        tenantId: w.a.id,
        userId: member.id,
        weekdays: [1],
        time: '19:30',
        timeZone: SP,
        channel: 'email',
        nextAt: due,
      },
    });
    expect(await sendDueReminders(new Date('2026-11-23T22:31:00Z'))).toBe(1);
    expect(await prisma.notification.count({ where: { userId: member.id } })).toBe(0);
    // the mail job queued for this member, worked as the worker would (no SMTP_URL: the mail folder)
    const jobs = await prisma.$queryRaw<{ data: MailMessage }[]>`
      SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${member.email}`;
    expect(jobs).toHaveLength(1);
    const link = lessonUrl(w.a.id, lesson);
    expect(jobs[0]!.data.text).toContain(link);
    await runJob('send-email', jobs[0]!.data);
    const mail = await readLatestMail(member.email);
    expect(mail?.subject).toBe(jobs[0]!.data.subject);
    expect(mail?.html).toContain(link);
  });
});
