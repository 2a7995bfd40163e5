import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '@/lib/events';
import { prisma } from '@/lib/server/db';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { listenForOutbox, stopWorker } from '@/lib/server/jobs/worker';
import type { OutboxListener } from '@/lib/server/jobs/outbox-listener';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';

// The worker's LISTEN connection comes back after it is dropped (decision 197): the backend is killed
// with pg_terminate_backend, and a later event is still drained by the listener within a second or two
// (no cron job runs in tests, and nothing else drains here).

let t: TestTenant;
let u: TestUser;
let listener: OutboxListener;

beforeAll(async () => {
  t = await createTenant('Ouvinte do outbox');
  u = await createUser(t, 'student');
  listener = await listenForOutbox({ minDelayMs: 50, maxDelayMs: 200 });
});

afterAll(async () => {
  await stopWorker();
});

async function emit(): Promise<string> {
  await forTenant(t.id).$transaction((tx) =>
    publish(tx, { type: 'user.logged_in', tenantId: t.id, userId: u.id }),
  );
  const row = await prisma.outboxEvent.findFirstOrThrow({
    where: { tenantId: t.id },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return row.id;
}

async function processedWithin(id: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const row = await prisma.outboxEvent.findUniqueOrThrow({ where: { id }, select: { processedAt: true } });
    if (row.processedAt) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function terminateListener(): Promise<number> {
  const pid = listener.pid;
  expect(pid).toBeTypeOf('number');
  const rows = await prisma.$queryRaw<{ ok: boolean }[]>`SELECT pg_terminate_backend(${pid}::int) AS ok`;
  expect(rows[0]?.ok).toBe(true);
  return pid!;
}

async function reconnected(oldPid: number, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && (listener.pid === null || listener.pid === oldPid))
    await new Promise((r) => setTimeout(r, 25));
  expect(listener.pid).not.toBeNull();
  expect(listener.pid).not.toBe(oldPid);
}

describe('outbox listener', () => {
  it('drains an event as soon as it commits', async () => {
    expect(await processedWithin(await emit(), 3000)).toBe(true);
  });

  it('reconnects after its backend is terminated and drains the next event promptly', async () => {
    const before = listener.connections;
    const oldPid = await terminateListener();
    await reconnected(oldPid);
    expect(listener.connections).toBe(before + 1);
    const id = await emit();
    expect(await processedWithin(id, 3000)).toBe(true);
  });

  it('drains what committed while it was disconnected once it is back, and survives repeated drops', async () => {
    for (let i = 0; i < 3; i++) {
      const oldPid = await terminateListener();
      await reconnected(oldPid);
      expect(await processedWithin(await emit(), 3000)).toBe(true);
    }
    // an event written while the connection is down is drained by the reconnection itself
    const oldPid = listener.pid!;
    await prisma.$queryRaw`SELECT pg_terminate_backend(${oldPid}::int)`;
    const id = await forTenant(t.id).$transaction(async (tx) => {
      await publish(tx, { type: 'user.logged_in', tenantId: t.id, userId: u.id });
      return (
        await tx.outboxEvent.findFirstOrThrow({
          where: { tenantId: t.id },
          orderBy: { id: 'desc' },
          select: { id: true },
        })
      ).id;
    });
    expect(await processedWithin(id, 3000)).toBe(true);
    await reconnected(oldPid);
  });
});
