import 'server-only';
import { prisma } from '../db';
import { getEnv } from '../env';
import type { HeaderSource } from '../auth/session';

export interface TenantInfo {
  id: string;
  name: string;
  slug: string;
  /** `npm run tenant -- disable`: every page and API call answers 'Escola indisponível' (ADR 0480) */
  disabled?: boolean;
}

// On globalThis: Next may load this module once per route bundle, and the cache bus (ADR 0482) and the
// tenant CLI's clear must reach every copy of the process.
const CACHE_KEY = Symbol.for('praca.hostTenantCache');
const g = globalThis as { [CACHE_KEY]?: Map<string, { value: TenantInfo | null; expires: number }> };
const cache = (g[CACHE_KEY] ??= new Map());

/** "Demo.Localhost:3000" -> "demo.localhost"; IPv6 literals keep their brackets. */
export function normalizeHost(raw: string | null | undefined): string {
  if (!raw) return '';
  const host = raw.trim().toLowerCase().split(',')[0]!.trim();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The host a request was made to; X-Forwarded-Host only when TRUST_PROXY is on. */
export function requestHost(req: HeaderSource): string {
  const h = req.headers;
  const forwarded = getEnv().TRUST_PROXY ? h.get('x-forwarded-host') : null;
  return normalizeHost(forwarded ?? h.get('host'));
}

/** Host -> tenant through TenantDomain, cached for TENANT_CACHE_TTL_MS (misses too, briefly). */
export async function resolveTenantByHost(host: string): Promise<TenantInfo | null> {
  const key = normalizeHost(host);
  if (!key) return null;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const row = await prisma.tenantDomain.findUnique({
    where: { host: key },
    select: { tenant: { select: { id: true, name: true, slug: true, disabledAt: true } } },
  });
  const value: TenantInfo | null = row
    ? {
        id: row.tenant.id,
        name: row.tenant.name,
        slug: row.tenant.slug,
        disabled: row.tenant.disabledAt !== null,
      }
    : null;
  const ttl = getEnv().TENANT_CACHE_TTL_MS;
  if (ttl > 0) cache.set(key, { value, expires: now + (value ? ttl : Math.min(ttl, 5_000)) });
  return value;
}

export function clearTenantCache() {
  cache.clear();
}
