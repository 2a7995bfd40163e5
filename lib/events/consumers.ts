import 'server-only';
import { certificatesConsumer } from '@/lib/certificates/consumer';
import { gamificationConsumer } from '@/lib/gamification/consumer';
import { levelsConsumer } from '@/lib/gamification/level-reevaluation';
import { insightsConsumer } from '@/lib/insights/consumer';
import { notificationsConsumer } from '@/lib/notifications/generate';
import type { AfterCommitConsumer } from './outbox';

// Every after-commit consumer of the outbox, in the order they run for one event. Each must be
// idempotent (a retried event runs every consumer again): gamification's ledger and unlocks and the
// notifications dedupe on unique keys (decisions 71, 140); the Painel's rollups recompute what an event
// touches (ADR 0530), last, so the points scored for the event are counted.
export const AFTER_COMMIT_CONSUMERS: AfterCommitConsumer[] = [
  gamificationConsumer,
  levelsConsumer,
  certificatesConsumer,
  notificationsConsumer,
  insightsConsumer,
];
