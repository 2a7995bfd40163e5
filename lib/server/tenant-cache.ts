import { AsyncLocalStorage } from 'node:async_hooks';
import { getEnv } from './env';

// Per-tenant cache of what changes only when an editor saves (docs/decisions.md 215): the shell's
// settings, header links and community switch, the site frame (SEO, footer, primary domain, share image),
// the home banners and the custom HTML blocks of a page, the course content a page shows (decision 383),
// the /login screen's settings (decision 428). Never anything per member or per session.
//
// Each tenant has a version; an entry is used only while its version is the tenant's current one and its
// TENANT_DATA_CACHE_TTL_MS has not run out. `invalidateTenantCache` bumps the version: route() calls it
// after every POST/PUT/PATCH/DELETE an editor makes, once the handler has finished (its writes committed),
// so the next read loads again. A load that started before the bump is stored under the old version and
// never served. The TTL bounds what another instance (which does not see this process's bumps) can serve
// after a save (docs/deploy.md). 0 turns the cache off (the tests' default).
//
// On globalThis: Next loads a module once per route bundle, and a save through an API route must reach
// the pages' bundles of the same process.

export interface TenantCacheStats {
  hits: number;
  misses: number;
}

interface Entry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

interface Store {
  versions: Map<string, number>;
  /** `${tenantId} ${name}` -> entry, least recently used first (Map keeps insertion order) */
  entries: Map<string, Entry>;
  stats: TenantCacheStats;
  listeners: ((tenantId: string) => void)[];
}

/** Entries kept at most (all tenants together): a few per tenant, so about 1,000 busy tenants. */
export const TENANT_CACHE_MAX_ENTRIES = 5_000;

const KEY = Symbol.for('praca.tenantCache');
const g = globalThis as { [KEY]?: Store };

function store(): Store {
  return (g[KEY] ??= {
    versions: new Map(),
    entries: new Map(),
    stats: { hits: 0, misses: 0 },
    listeners: [],
  });
}

/**
 * `load()` once per tenant, name and version while the TTL lasts; concurrent callers share one load.
 * The value is shared between requests: callers must not mutate it.
 */
export function tenantCached<T>(tenantId: string, name: string, load: () => Promise<T>): Promise<T> {
  const ttl = getEnv().TENANT_DATA_CACHE_TTL_MS;
  if (ttl <= 0 || writing.getStore()) return load();
  const s = store();
  const key = `${tenantId} ${name}`;
  const version = s.versions.get(tenantId) ?? 0;
  const now = Date.now();
  const hit = s.entries.get(key);
  s.entries.delete(key);
  if (hit && hit.version === version && hit.expires > now) {
    s.entries.set(key, hit); // most recently used
    s.stats.hits++;
    return hit.value as Promise<T>;
  }
  s.stats.misses++;
  const value = load();
  const entry: Entry = { version, expires: now + ttl, value };
  s.entries.set(key, entry);
  // a failed load is not kept: the next request tries again
  value.catch(() => {
    if (s.entries.get(key) === entry) s.entries.delete(key);
  });
  while (s.entries.size > TENANT_CACHE_MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value!);
  return value;
}

// Set by route() around an editor's write: what the handler reads back after writing must be what it
// wrote, not what the cache held before (the cache is emptied only once the handler has finished).
const writing = new AsyncLocalStorage<true>();

/** Runs an editor's write: every `tenantCached` read inside it loads afresh and stores nothing. */
export function withoutTenantCache<T>(fn: () => Promise<T>): Promise<T> {
  return writing.run(true, fn);
}

/** Called after each invalidation made here (the cache bus sends it to the other replicas, ADR 0482). */
export function onTenantCacheInvalidated(fn: (tenantId: string) => void): void {
  store().listeners.push(fn);
}

/**
 * After a write that may change what is cached for this tenant: every entry of the tenant is reloaded,
 * here and (through the listeners) on the other replicas; `local` for one received from them.
 */
export function invalidateTenantCache(tenantId: string, opts: { local?: boolean } = {}): void {
  const s = store();
  if (!opts.local) for (const fn of s.listeners) fn(tenantId);
  s.versions.set(tenantId, (s.versions.get(tenantId) ?? 0) + 1);
  const prefix = `${tenantId} `;
  for (const key of s.entries.keys()) if (key.startsWith(prefix)) s.entries.delete(key);
}

/** Hits and misses since the process started (tests and the bench). */
export function tenantCacheStats(): TenantCacheStats {
  return { ...store().stats };
}

/** Forgets every entry (tests). Versions are kept, so a load in flight cannot come back. */
export function clearTenantDataCache(): void {
  const s = store();
  for (const tenantId of new Set([...s.entries.keys()].map((k) => k.split(' ')[0]!)))
    s.versions.set(tenantId, (s.versions.get(tenantId) ?? 0) + 1);
  s.entries.clear();
}
