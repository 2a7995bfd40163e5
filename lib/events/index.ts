import 'server-only';
import { writeOutbox } from './outbox';
import { SUBSCRIBERS } from './subscribers';
import type { DomainEvent, EventTx, Subscriber } from './types';

export type { DomainEvent, DomainEventType, EventTx, Subscriber } from './types';

const extra = new Set<Subscriber>();

/**
 * Emits events inside the caller's transaction. In-transaction subscribers (gamification) run with the
 * same `tx`, so a failing one rolls the write back; then every event is written to the outbox in that
 * same transaction, for the after-commit consumers (notifications) that the job queue runs once the
 * write has committed (lib/events/outbox.ts, docs/decisions.md 70). Call it from the service that made
 * the write, e.g.
 * `ctx.db.$transaction(async (tx) => { const post = await tx.communityPost.create(...); await publish(tx, {...}); })`.
 */
export async function publish(tx: EventTx, events: DomainEvent | DomainEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  for (const event of list) {
    for (const s of SUBSCRIBERS) await s(tx, event);
    for (const s of extra) await s(tx, event);
  }
  await writeOutbox(tx, list);
}

/** Adds a subscriber at run time (tests use it to observe events); returns the function that removes it. */
export function subscribe(s: Subscriber): () => void {
  extra.add(s);
  return () => extra.delete(s);
}
