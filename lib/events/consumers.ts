import 'server-only';
import { notificationsConsumer } from '@/lib/notifications/generate';
import type { AfterCommitConsumer } from './outbox';

// Every after-commit consumer of the outbox, in the order they run for one event. Each must be
// idempotent (a retried event runs every consumer again): notifications dedupe on a unique key.
// Gamification could move here later (unique keys already make its ledger idempotent; decision 71).
export const AFTER_COMMIT_CONSUMERS: AfterCommitConsumer[] = [notificationsConsumer];
