import 'server-only';
import type { EventTx } from './types';

/**
 * Serialises one member's work of one kind across transactions and processes: a transaction-scoped
 * advisory lock keyed by (scope, tenant, member), released at commit or rollback. Statements after it
 * (READ COMMITTED) see every row the previous holder committed, so counts made under it cannot race
 * (decisions 140, 141, 145, 220).
 */
export async function lockMember(
  tx: Pick<EventTx, '$executeRaw'>,
  scope: 'gamification' | 'completion' | 'upload-quota' | 'progress' | 'insights',
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${tenantId}:${userId}`}, 0))`;
}
