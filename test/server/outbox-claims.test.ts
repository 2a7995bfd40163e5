import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '@/lib/events';
import { claimOutbox, drainOutbox } from '@/lib/events/outbox';
import { prisma } from '@/lib/server/db';
import { getEnv, resetEnvCache } from '@/lib/server/env';
import { listenForOutbox, stopWorker } from '@/lib/server/jobs/worker';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';

// Outbox rows claimed by a process that dies (decision 0251): the claim is short (OUTBOX_CLAIM_SECONDS,
// 2 s here) and renewed only while its drain works, so another worker's sweep takes the rows within
// seconds instead of after a two-minute lock and the next cron run. No cron runs in tests.

let t: TestTenant;
let u: TestUser;

beforeAll(async () => {
  process.env.OUTBOX_CLAIM_SECONDS = '2';
  resetEnvCache();
  t = await createTenant('Outbox após uma queda');
  u = await createUser(t, 'student');
});

afterAll(async () => {
  await stopWorker();
  delete process.env.OUTBOX_CLAIM_SECONDS;
  resetEnvCache();
});

async function emit(n: number): Promise<string[]> {
  await forTenant(t.id).$transaction(async (tx) => {
    for (let i = 0; i < n; i++) await publish(tx, { type: 'user.logged_in', tenantId: t.id, userId: u.id });
  });
  const rows = await prisma.outboxEvent.findMany({
    where: { tenantId: t.id, processedAt: null },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const rowsOf = (ids: string[]) =>
  prisma.outboxEvent.findMany({
    where: { id: { in: ids } },
    select: { processedAt: true, attempts: true, lockedUntil: true },
  });

describe('outbox claims after a crash', () => {
  it('a claim is respected while it lasts: another drain skips the rows', async () => {
    const ids = await emit(2);
    expect(await claimOutbox(100, 60)).toHaveLength(2); // a live process working on them for a minute
    expect(await drainOutbox()).toBe(0);
    expect((await rowsOf(ids)).every((r) => r.processedAt === null)).toBe(true);
    await prisma.outboxEvent.updateMany({ where: { id: { in: ids } }, data: { lockedUntil: null } });
    expect(await drainOutbox()).toBe(2);
  });

  it('rows claimed by a process that died are processed by a new worker within seconds', async () => {
    const ids = await emit(3);
    // the dead process: it claimed the rows with the configured claim and never finished nor renewed
    const claimed = await claimOutbox(100, getEnv().OUTBOX_CLAIM_SECONDS);
    expect(claimed.map((r) => r.id).sort()).toEqual([...ids].sort());
    // a restarted worker (or the surviving replica): its start-up drain finds them still claimed, its
    // sweep takes them once the claim runs out
    await listenForOutbox({ sweepMs: 250 });
    const rows = await until(
      () => rowsOf(ids),
      (rs) => rs.every((r) => r.processedAt !== null),
    );
    expect(rows.map((r) => r.processedAt !== null)).toEqual([true, true, true]);
    expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2]); // the dead claim counted as one attempt
    await stopWorker();
  });

  it('a drain renews its claim while a consumer is still working, so no other drain takes the row', async () => {
    const [id] = await emit(1);
    // the gamification consumer waits for this member's advisory lock (lib/events/member-lock.ts)
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `gamification:${t.id}:${u.id}`,
      ]);
      const draining = drainOutbox({ claimSeconds: 2 });
      const [first] = await until(
        () => rowsOf([id!]),
        ([r]) => r!.lockedUntil !== null,
      );
      const renewed = await until(
        () => rowsOf([id!]),
        ([r]) => r!.lockedUntil!.getTime() > first!.lockedUntil!.getTime(),
        4_000,
      );
      expect(renewed[0]!.lockedUntil!.getTime()).toBeGreaterThan(first!.lockedUntil!.getTime());
      expect(await drainOutbox({ claimSeconds: 2 })).toBe(0);
      await holder.query('COMMIT');
      expect(await draining).toBe(1);
    } finally {
      await holder.end();
    }
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(row!.processedAt).not.toBeNull();
  });
});
