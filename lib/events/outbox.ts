import 'server-only';
import { prisma } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';
import { OUTBOX_MAX_ATTEMPTS as MAX_ATTEMPTS } from './outbox-limits';
import type { DomainEvent, EventTx } from './types';

// The transactional outbox (docs/decisions.md 70). publish() writes one row per event in the write's
// transaction and raises a Postgres NOTIFY, which Postgres delivers only when that transaction commits:
// the worker's listener drains at once in its process (a cron 'outbox-drain' job every minute is the
// safety net; decision 140). drainOutbox() claims rows with FOR UPDATE SKIP LOCKED, so any number of
// workers may drain at once, runs the after-commit consumers and marks the row processed; a failing row is retried
// with a growing delay and parked after MAX_ATTEMPTS (last_error says why). A claim lasts
// OUTBOX_CLAIM_SECONDS (10 s) and is renewed while the drain works on its rows, for at most MAX_HOLD_MS:
// the rows of a process that died are free again within seconds, and each worker's sweep takes them
// (decision 0251).

export const OUTBOX_CHANNEL = 'praca_outbox';
/** a drain that hangs stops renewing its claim after this long, and another worker may take the rows */
const MAX_HOLD_MS = 120_000;

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

/**
 * Claims up to `limit` pending rows for `seconds` (attempts + 1). Exported for the crash test, which
 * claims rows as a process that then dies; drainOutbox() is the only caller in the app.
 */
export async function claimOutbox(limit: number, seconds: number): Promise<Claimed[]> {
  const rows = await prisma.$queryRawUnsafe<Claimed[]>(
    `UPDATE outbox_events o
        SET locked_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
      WHERE o.id IN (
        SELECT id FROM outbox_events
         WHERE processed_at IS NULL AND attempts < ${MAX_ATTEMPTS}
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING o.id::text AS id, o.payload`,
    limit,
    seconds,
  );
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Keeps the claim on the rows of `pending` (those not done yet) alive while the drain works through
 * them: renewed every third of the claim. GREATEST keeps a failed row's longer retry delay.
 */
function renewWhileWorking(
  pending: Set<string>,
  seconds: number,
): { stop: () => void; progressed: () => void } {
  // MAX_HOLD_MS counts from the last row done, not the batch's start: a long batch of slow rows keeps its
  // claim while it moves; only a drain stuck on one row gives its rows up.
  let since = Date.now();
  const timer = setInterval(
    () => {
      if (pending.size === 0) return;
      if (Date.now() - since > MAX_HOLD_MS) return clearInterval(timer);
      prisma
        .$executeRawUnsafe(
          `UPDATE outbox_events SET locked_until = GREATEST(locked_until, now() + make_interval(secs => $2))
          WHERE id = ANY($1::uuid[]) AND processed_at IS NULL`,
          [...pending],
          seconds,
        )
        .catch((err: unknown) =>
          log('error', 'outbox claim not renewed', {
            error: err instanceof Error ? err.message : String(err),
          }),
        );
    },
    (seconds * 1000) / 3,
  );
  timer.unref?.();
  return { stop: () => clearInterval(timer), progressed: () => (since = Date.now()) };
}

/**
 * Runs the after-commit consumers over every pending outbox row; returns how many rows it processed.
 * The worker's listener and sweep and its cron 'outbox-drain' job call it; tests call it to drain
 * synchronously.
 */
export async function drainOutbox(
  options: { batch?: number; maxRounds?: number; claimSeconds?: number } = {},
): Promise<number> {
  const { AFTER_COMMIT_CONSUMERS } = await import('./consumers');
  const seconds = options.claimSeconds ?? getEnv().OUTBOX_CLAIM_SECONDS;
  let done = 0;
  for (let round = 0; round < (options.maxRounds ?? 50); round++) {
    const rows = await claimOutbox(options.batch ?? 100, seconds);
    if (rows.length === 0) break;
    const pending = new Set(rows.map((r) => r.id));
    const renewal = renewWhileWorking(pending, seconds);
    try {
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
        pending.delete(row.id);
        renewal.progressed();
      }
    } finally {
      renewal.stop();
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
