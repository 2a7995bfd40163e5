import 'server-only';
import type { DomainEvent, EventTx } from '@/lib/events';
import { lockMember } from '@/lib/events/member-lock';
import type { AfterCommitConsumer } from '@/lib/events/outbox';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { applyGamification, isScored } from './engine';

// Gamification runs after commit, from the outbox (docs/decisions.md 140): one transaction per event,
// tenant-scoped, after the member's advisory lock, so the per-day counts, levels and rewards of one
// member are computed one event after the other even when several drains run at once. A retried event
// scores nothing twice: the ledger's unique key (decision 56) and the unique unlock rows make it a no-op.

/** Applies one event in the caller's transaction (the demo seed's replay uses it directly). */
export async function scoreInTx(tx: EventTx, event: DomainEvent): Promise<void> {
  if (!isScored(event)) return;
  await lockMember(tx, 'gamification', event.tenantId, event.userId);
  await applyGamification(tx, event);
}

export const gamificationConsumer: AfterCommitConsumer = {
  name: 'gamification',
  async handle({ event }) {
    if (!isScored(event)) return; // notification-only events open no transaction
    await forTenant(event.tenantId).$transaction((tx) => scoreInTx(tx, event));
  },
};
