// `npx tsx bench/seed-large.ts`: times the large tenant's seed alone (bench/large-tenant.ts) on a fresh,
// migrated database `<BENCH_DB_NAME>_seed` of DATABASE_URL's server (dropped first, left behind), and
// prints the seconds of each phase with the load average. The runner (bench/run.ts) seeds it the same way.
import os from 'node:os';
import { adminQuery, migrate, withDatabase } from '../scripts/lib/pg.mjs';
import { seedLargeTenant } from './large-tenant';
import { phaseTable } from './seed-cache';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL (the server; a database of its own is created there)');
const name = `${process.env.BENCH_DB_NAME ?? 'praca_bench'}_seed`;
const admin = withDatabase(url, 'postgres');
await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await adminQuery(admin, `CREATE DATABASE "${name}"`);
const dbUrl = withDatabase(admin, name);
await migrate(dbUrl, { quiet: true });
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`[seed] ${name} migrated; load average ${load()}`);
const seeded = await seedLargeTenant(dbUrl, 'not-a-hash');
console.log(phaseTable(seeded.phases));
console.log(`[seed] ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(1)} s; load average ${load()}`);
