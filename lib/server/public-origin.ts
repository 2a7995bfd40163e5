import 'server-only';
import { getEnv } from './env';
import type { RequestContext } from './route';

// The origin of links that leave the request: e-mails (magic link, notifications, reminders,
// unsubscribe) and anything else a member opens later (ADR 0240). The host is the school's own domain,
// the scheme and port are configuration (APP_URL), never the request's Host port or X-Forwarded-*:
// a visitor must not be able to make a member receive a link to a port or scheme they chose.

/**
 * "https://escola.example.com": a tenant host with APP_URL's scheme and port; without APP_URL, https and
 * no port in production, http and PORT otherwise (development and tests run on one port).
 */
export function tenantOrigin(host: string): string {
  const env = getEnv();
  const app = env.APP_URL ? new URL(env.APP_URL) : null;
  const protocol = app?.protocol ?? (env.NODE_ENV === 'production' ? 'https:' : 'http:');
  const port = app ? app.port : env.NODE_ENV === 'production' ? '' : String(env.PORT);
  return `${protocol}//${host}${port && !host.includes(':') ? `:${port}` : ''}`;
}

/** The origin of this request's school: its primary domain (else its oldest), by `tenantOrigin`. */
export async function schoolOrigin(ctx: RequestContext): Promise<string> {
  const domain = await ctx.db.tenantDomain.findFirst({
    orderBy: [{ primary: 'desc' }, { createdAt: 'asc' }],
    select: { host: true },
  });
  if (!domain) throw new Error(`tenant ${ctx.tenant.id} has no domain`);
  return tenantOrigin(domain.host);
}
