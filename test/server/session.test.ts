import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, resolveSession } from '@/lib/server/auth/session';
import { sha256 } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { createTenant, createUser, type TestTenant } from '../support/factories';

// The session read of every request (decision 270: one SQL statement on the owner's pool, not Prisma).
describe('resolveSession', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    a = await createTenant();
    b = await createTenant();
  });
  const tokenOf = (cookie: string) => cookie.split('=')[1]!;

  it("reads the user and the role of this tenant's membership, counted as one query", async () => {
    const admin = await createUser(a, 'admin', 'Ana Admin');
    await prisma.user.update({ where: { id: admin.id }, data: { photoUrl: 'p/1.png', locale: 'en' } });
    const { result, queries } = await withQueryStats(async () => ({
      result: await resolveSession(a.id, tokenOf(admin.cookie)),
      queries: currentQueryCount(),
    }));
    const row = await prisma.session.findUniqueOrThrow({
      where: { tokenHash: sha256(tokenOf(admin.cookie)) },
    });
    expect(result).toEqual({
      sessionId: row.id,
      user: { id: admin.id, email: admin.email, name: 'Ana Admin', photoUrl: 'p/1.png', locale: 'en' },
      role: 'admin',
      celebrationsPending: false,
    });
    expect(queries).toBe(1);
  });

  it('is null for another tenant, an unknown or missing token, an expired session or a removed membership', async () => {
    const student = await createUser(a, 'student');
    const token = tokenOf(student.cookie);
    expect(await resolveSession(a.id, token)).toMatchObject({ role: 'student' });
    expect(await resolveSession(b.id, token)).toBeNull();
    expect(await resolveSession(a.id, `${token}x`)).toBeNull();
    expect(await resolveSession(a.id, undefined)).toBeNull();
    expect(await resolveSession(a.id, 'x'.repeat(201))).toBeNull();

    // a member of both tenants with a session of A: still only on A
    await prisma.membership.create({ data: { tenantId: b.id, userId: student.id, role: 'admin' } });
    expect(await resolveSession(b.id, token)).toBeNull();

    const expiring = await createSession(a.id, student.id);
    await prisma.session.update({
      where: { tokenHash: sha256(expiring.token) },
      data: { expiresAt: new Date(Date.now() + 60_000) },
    });
    expect(await resolveSession(a.id, expiring.token)).not.toBeNull();
    await prisma.session.update({
      where: { tokenHash: sha256(expiring.token) },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    expect(await resolveSession(a.id, expiring.token)).toBeNull();

    await prisma.membership.delete({ where: { tenantId_userId: { tenantId: a.id, userId: student.id } } });
    expect(await resolveSession(a.id, token)).toBeNull();
  });

  it('says in the same statement whether the member has a level or reward of this tenant still to celebrate', async () => {
    const student = await createUser(a, 'student');
    const token = tokenOf(student.cookie);
    const pending = async () => (await resolveSession(a.id, token))?.celebrationsPending;
    expect(await pending()).toBe(false);

    // another tenant's unseen level of the same person does not count on A
    await prisma.membership.create({ data: { tenantId: b.id, userId: student.id, role: 'student' } });
    const levelB = await prisma.level.create({ data: { tenantId: b.id, name: 'Nível B', neededScore: 1 } });
    await prisma.levelReached.create({ data: { tenantId: b.id, userId: student.id, levelId: levelB.id } });
    expect(await pending()).toBe(false);

    const level = await prisma.level.create({ data: { tenantId: a.id, name: 'Nível A', neededScore: 1 } });
    const reached = await prisma.levelReached.create({
      data: { tenantId: a.id, userId: student.id, levelId: level.id },
    });
    const { result, queries } = await withQueryStats(async () => ({
      result: await pending(),
      queries: currentQueryCount(),
    }));
    expect(result).toBe(true);
    expect(queries).toBe(1);
    await prisma.levelReached.update({ where: { id: reached.id }, data: { seenAt: new Date() } });
    expect(await pending()).toBe(false);

    const reward = await prisma.reward.create({
      data: { tenantId: a.id, name: 'Prêmio', rewardType: 'score', neededScore: 1, deliveryType: 'badge' },
    });
    await prisma.rewardUnlock.create({ data: { tenantId: a.id, userId: student.id, rewardId: reward.id } });
    expect(await pending()).toBe(true);
  });
});
