import 'server-only';
import { randomUUID } from 'node:crypto';
import { getEnv } from './env';
import { log } from './log';
import { startOutboxListener, type OutboxListener } from './jobs/outbox-listener';
import { clearTenantDataCache, invalidateTenantCache, onTenantCacheInvalidated } from './tenant-cache';
import { clearTenantCache } from './tenancy/resolve';

// The per-process caches across replicas (ADR 0482): every `invalidateTenantCache` (route() calls it
// after each editor write) is also sent as a NOTIFY on `praca_cache` over one dedicated connection, and
// every replica LISTENing there empties that tenant's entries at once, not when their TTL runs out.
// `hosts` (sent by the tenant CLI) empties the host -> school lookups. A replica that lost its
// connection empties everything when it is back (what was sent meanwhile is lost).

export const CACHE_CHANNEL = 'praca_cache';
/** this process, so it can skip its own messages (its caches were emptied when it sent them) */
const INSTANCE = randomUUID();

const g = globalThis as { __pracaCacheBus?: Promise<OutboxListener | null> };

function onMessage(payload?: string) {
  if (payload === undefined) {
    // a (re)connection: anything sent while this replica did not listen is unknown
    clearTenantDataCache();
    clearTenantCache();
    return;
  }
  const [from, kind, id] = payload.split(' ');
  if (from === INSTANCE) return;
  if (kind === 'tenant' && id) invalidateTenantCache(id, { local: true });
  else if (kind === 'hosts') clearTenantCache();
}

/** Starts this process's listener once (instrumentation.ts); resolves null without a database. */
export function startCacheBus(): Promise<OutboxListener | null> {
  g.__pracaCacheBus ??= (async () => {
    const { DATABASE_URL } = getEnv();
    if (!DATABASE_URL) return null;
    const listener = await startOutboxListener({
      connectionString: DATABASE_URL,
      channel: CACHE_CHANNEL,
      applicationName: 'praca-cache-bus',
      onNotify: onMessage,
    });
    onTenantCacheInvalidated((tenantId) => {
      void listener.notify(`${INSTANCE} tenant ${tenantId}`).then((sent) => {
        if (!sent) log('warn', 'cache invalidation not broadcast', { tenant: tenantId });
      });
    });
    return listener;
  })().catch((err: unknown) => {
    g.__pracaCacheBus = undefined;
    log('error', 'cache bus did not start: other replicas see saves after their TTL', {
      error: err instanceof Error ? err.message : String(err),
    });
    return null;
  });
  return g.__pracaCacheBus;
}

/** The NOTIFY a process without the bus sends (the tenant CLI): every replica forgets host lookups. */
export const HOSTS_CHANGED = (from = 'cli') => `${from} hosts`;
