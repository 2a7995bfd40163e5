import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, migrate, startEmbedded, withDatabase } from '../../scripts/lib/pg.mjs';

// One PostgreSQL for the run: DATABASE_URL's server when set, else an embedded one under .data/.
// A template database is migrated once; each test file clones it (test/support/setup-db.ts).
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const embedded = await startEmbedded({
      dir: path.resolve('.data/pg-test'),
      port: Number(process.env.TEST_PG_PORT ?? 54330),
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const template = `praca_tpl_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}"`);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  await migrate(withDatabase(adminUrl, template), { quiet: true });
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => {});
    await stop?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}
