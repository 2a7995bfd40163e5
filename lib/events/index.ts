import 'server-only';
import { SUBSCRIBERS } from './subscribers';
import type { DomainEvent, EventTx, Subscriber } from './types';

export type { DomainEvent, DomainEventType, EventTx, Subscriber } from './types';

const extra = new Set<Subscriber>();

/**
 * Emits events inside the caller's transaction: every subscriber runs with the same `tx`, so a failing
 * consumer rolls the write back. Call it from the service that made the write, e.g.
 * `ctx.db.$transaction(async (tx) => { const post = await tx.communityPost.create(...); await publish(tx, {...}); })`.
 */
export async function publish(tx: EventTx, events: DomainEvent | DomainEvent[]): Promise<void> {
  for (const event of Array.isArray(events) ? events : [events]) {
    for (const s of SUBSCRIBERS) await s(tx, event);
    for (const s of extra) await s(tx, event);
  }
}

/** Adds a subscriber at run time (tests use it to observe events); returns the function that removes it. */
export function subscribe(s: Subscriber): () => void {
  extra.add(s);
  return () => extra.delete(s);
}
