// Filler rows beside the demo seed, so a query that misses an index or reads a whole table shows up in
// the timings: with only the two demo tenants every table fits in a page and a sequential scan is free.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';

const USERS_PER_TENANT = 5;
const SESSIONS_PER_USER = 2;
const LINKS_PER_TENANT = 5;
const ATTEMPTS_PER_TENANT = 5;
/** failed sign-ins of other e-mails on the benchmarked tenant, which the login throttle reads past */
const DEMO_TENANT_ATTEMPTS = 2_000;

async function insert<T>(rows: T[], createMany: (data: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1_000) await createMany(rows.slice(i, i + 1_000));
}

/** Adds `tenants` filler tenants (with domains, settings, members, sessions, links, login failures). */
export async function seedVolume(db: PrismaClient, tenants: number, demoTenantId: string): Promise<number> {
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  const ids = Array.from({ length: tenants }, () => randomUUID());
  const users = ids.flatMap((tenantId, t) =>
    Array.from({ length: USERS_PER_TENANT }, (_, u) => ({
      id: randomUUID(),
      tenantId,
      email: `user-${t}-${u}@bench.test`,
    })),
  );
  const rows = {
    tenants: ids.map((id, t) => ({ id, name: `Bench ${t}`, slug: `bench-${t}` })),
    domains: ids.map((tenantId, t) => ({ tenantId, host: `bench-${t}.example.test`, primary: true })),
    settings: ids.map((tenantId) => ({ tenantId })),
    users: users.map(({ id, email }) => ({ id, email, name: 'Bench User' })),
    memberships: users.map(({ id, tenantId }) => ({ tenantId, userId: id })),
    sessions: users.flatMap(({ id, tenantId }) =>
      Array.from({ length: SESSIONS_PER_USER }, () => ({
        tenantId,
        userId: id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt,
      })),
    ),
    links: ids.flatMap((tenantId) =>
      Array.from({ length: LINKS_PER_TENANT }, (_, i) => ({
        tenantId,
        title: `Link ${i}`,
        url: 'example.org',
        order: i + 1,
      })),
    ),
    attempts: [
      ...ids.flatMap((tenantId, t) =>
        Array.from({ length: ATTEMPTS_PER_TENANT }, () => ({ tenantId, email: `user-${t}-0@bench.test` })),
      ),
      ...Array.from({ length: DEMO_TENANT_ATTEMPTS }, (_, i) => ({
        tenantId: demoTenantId,
        email: `stranger-${i}@bench.test`,
        ip: `10.0.${i >> 8}.${i & 255}`,
      })),
    ],
  };
  await insert(rows.tenants, (data) => db.tenant.createMany({ data }));
  await insert(rows.domains, (data) => db.tenantDomain.createMany({ data }));
  await insert(rows.settings, (data) => db.platformSettings.createMany({ data }));
  await insert(rows.users, (data) => db.user.createMany({ data }));
  await insert(rows.memberships, (data) => db.membership.createMany({ data }));
  await insert(rows.sessions, (data) => db.session.createMany({ data }));
  await insert(rows.links, (data) => db.navigationLink.createMany({ data }));
  await insert(rows.attempts, (data) => db.loginAttempt.createMany({ data }));
  return Object.values(rows).reduce((n, r) => n + r.length, 0);
}
