import 'server-only';
import { writeOutbox } from './outbox';
import type { DomainEvent, EventTx, Subscriber } from './types';

export type { DomainEvent, DomainEventType, EventTx, Subscriber } from './types';

const extra = new Set<Subscriber>();

/**
 * Emits events inside the caller's transaction: every event is written to the outbox in that same
 * transaction, for the after-commit consumers (gamification, notifications: lib/events/consumers.ts)
 * that the job queue runs once the write has committed (lib/events/outbox.ts, docs/decisions.md 70,
 * 140). Nothing else runs inside the write's transaction, so a popular post's likes do not wait for each
 * other's scoring. Call it from the service that made the write, e.g.
 * `ctx.db.$transaction(async (tx) => { const post = await tx.communityPost.create(...); await publish(tx, {...}); })`.
 */
export async function publish(tx: EventTx, events: DomainEvent | DomainEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  for (const event of list) for (const s of extra) await s(tx, event);
  await writeOutbox(tx, list);
}

/**
 * Adds an in-transaction observer at run time (tests use it to see what a write publishes, and when);
 * returns the function that removes it. Product code consumes events after commit instead.
 */
export function subscribe(s: Subscriber): () => void {
  extra.add(s);
  return () => extra.delete(s);
}
