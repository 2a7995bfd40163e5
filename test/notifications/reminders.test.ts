import { beforeAll, describe, expect, it } from 'vitest';
import { nextSlot } from '@/lib/notifications/reminder-time';
import { sendDueReminders } from '@/lib/notifications/reminders';
import { prisma } from '@/lib/server/db';
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
});
