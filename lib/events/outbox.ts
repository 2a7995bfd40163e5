import 'server-only';
import { prisma } from '@/lib/server/db';
import { log } from '@/lib/server/log';
import { OUTBOX_MAX_ATTEMPTS as MAX_ATTEMPTS } from './outbox-limits';
import type { DomainEvent, EventTx } from './types';

// The transactional outbox (docs/decisions.md 70). publish() writes one row per event in the write's
// transaction and raises a Postgres NOTIFY, which Postgres delivers only when that transaction commits:
// the worker's listener drains at once in its process (a cron 'outbox-drain' job every minute is the
// safety net; decision 140). drainOutbox() claims rows with FOR UPDATE SKIP LOCKED, so any number of
// workers may drain at once, runs the after-commit consumers and marks the row processed; a failing row is retried
// with a growing delay and parked after MAX_ATTEMPTS (last_error says why).

export const OUTBOX_CHANNEL = 'praca_outbox';
const LOCK_SECONDS = 120;

export interface OutboxEntry {
  id: string;
  event: DomainEvent;
}

export interface AfterCommitConsumer {
  name: string;
  handle: (entry: OutboxEntry) => Promise<void>;
}

export async function writeOutbox(tx: EventTx, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.outboxEvent.createMany({
    data: events.map((e) => ({
      tenantId: e.tenantId,
      type: e.type,
      payload: { ...e, at: (e.at ?? new Date()).toISOString() },
    })),
  });
  await tx.$executeRawUnsafe(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
}

interface Claimed {
  id: string;
  payload: DomainEvent & { at: string };
}

async function claim(limit: number): Promise<Claimed[]> {
  const rows = await prisma.$queryRawUnsafe<Claimed[]>(
    `UPDATE outbox_events o
        SET locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = o.attempts + 1
      WHERE o.id IN (
        SELECT id FROM outbox_events
         WHERE processed_at IS NULL AND attempts < ${MAX_ATTEMPTS}
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING o.id::text AS id, o.payload`,
    limit,
  );
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Runs the after-commit consumers over every pending outbox row; returns how many rows it processed.
 * The worker's listener and its cron 'outbox-drain' job call it; tests call it to drain synchronously.
 */
export async function drainOutbox(options: { batch?: number; maxRounds?: number } = {}): Promise<number> {
  const { AFTER_COMMIT_CONSUMERS } = await import('./consumers');
  let done = 0;
  for (let round = 0; round < (options.maxRounds ?? 50); round++) {
    const rows = await claim(options.batch ?? 100);
    if (rows.length === 0) break;
    for (const row of rows) {
      const event = { ...row.payload, at: new Date(row.payload.at) } as DomainEvent;
      try {
        for (const c of AFTER_COMMIT_CONSUMERS) await c.handle({ id: row.id, event });
        await prisma.$executeRawUnsafe(
          `UPDATE outbox_events SET processed_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1::uuid`,
          row.id,
        );
        done++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log('error', 'outbox event failed', { id: row.id, type: event.type, error: message });
        // Retried after 30 s, 60 s, 90 s... (the lock is moved forward), parked after MAX_ATTEMPTS.
        await prisma.$executeRawUnsafe(
          `UPDATE outbox_events SET last_error = $2, locked_until = now() + make_interval(secs => 30 * attempts)
            WHERE id = $1::uuid`,
          row.id,
          message.slice(0, 1000),
        );
      }
    }
  }
  return done;
}

/** Deletes processed rows older than `days` (the cron drain calls it). */
export async function pruneOutbox(days = 7): Promise<number> {
  return prisma.$executeRawUnsafe(
    `DELETE FROM outbox_events WHERE processed_at < now() - make_interval(days => $1)`,
    days,
  );
}
