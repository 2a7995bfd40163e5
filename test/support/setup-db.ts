import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { adminQuery, withDatabase } from '../../scripts/lib/pg.mjs';

// Each test file gets its own database cloned from the migrated template, so files never see each
// other's rows and can run in parallel.
const adminUrl = inject('pgAdminUrl');
const name = `praca_t_${randomBytes(6).toString('hex')}`;
await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
process.env.DATABASE_URL = withDatabase(adminUrl, name);

afterAll(async () => {
  const { disconnectPrisma } = await import('@/lib/server/db');
  await disconnectPrisma();
  const g = globalThis as { __pracaBoss?: { stop: (o?: object) => Promise<void> } };
  await g.__pracaBoss?.stop({ graceful: false }).catch(() => {});
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
