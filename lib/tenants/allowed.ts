import 'server-only';
import { resolveTenantByHost } from '@/lib/server/tenancy/resolve';
import { parseDomain } from './domains';

/**
 * Caddy's on-demand TLS question "may I get a certificate for this name?" (ADR 0481): yes only for a
 * domain of an active school. 'invalid' for a value that is no host name at all. Through the host ->
 * tenant cache, so a burst of questions costs one query per name and TTL.
 */
export async function domainAllowed(raw: string | null): Promise<'yes' | 'no' | 'invalid'> {
  const host = parseDomain(raw);
  if (!host) return 'invalid';
  const tenant = await resolveTenantByHost(host);
  return tenant && !tenant.disabled ? 'yes' : 'no';
}
