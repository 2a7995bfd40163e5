import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';

// scripts/start.mjs checks the configuration before it touches a database (ADR 0300): these runs point
// DATABASE_URL at a closed port, so a start that got past the check would fail differently.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>, args: string[] = []) {
  const r = spawnSync(process.execPath, ['scripts/start.mjs', ...args], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      STORAGE_SIGNING_SECRET: 's'.repeat(32),
      NODE_ENV: 'production',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, err: r.stderr };
}

const closedDb = 'postgresql://praca@127.0.0.1:1/praca';

describe('scripts/start.mjs in production', () => {
  it('refuses the demo seed, from SEED_DEMO or --seed, naming the variable', () => {
    const seeded = start({ DATABASE_URL: closedDb, SEED_DEMO: 'true' });
    expect(seeded.code).toBe(1);
    expect(seeded.err).toContain('invalid configuration');
    expect(seeded.err).toContain('SEED_DEMO: refused in production');
    expect(seeded.err).toContain('ALLOW_DEMO_IN_PRODUCTION=true');
    const flag = start({ DATABASE_URL: closedDb }, ['--seed']);
    expect(flag.code).toBe(1);
    expect(flag.err).toContain('SEED_DEMO: refused in production');
  });

  it('refuses to start without DATABASE_URL instead of an embedded database', () => {
    const r = start({});
    expect(r.code).toBe(1);
    expect(r.err).toContain('DATABASE_URL: required in production');
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('with the opt-in, gets past the check (and fails on the closed database)', () => {
    const r = start({
      DATABASE_URL: closedDb,
      SEED_DEMO: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
    });
    expect(r.code).toBe(1);
    expect(r.err).not.toContain('invalid configuration');
    expect(r.err).toMatch(/ECONNREFUSED|reach database server/);
    // `npm run demo` (--demo) is that opt-in by itself
    const demo = start({ DATABASE_URL: closedDb }, ['--demo']);
    expect(demo.code).toBe(1);
    expect(demo.err).not.toContain('invalid configuration');
    expect(demo.err).toMatch(/ECONNREFUSED|reach database server/);
  });

  // This file's own migrated database. Without a build, a start that gets past the check stops at "no
  // build found"; where a build exists it would serve, so the case runs only without one (as in CI's
  // `npm test`, before its build step).
  const built = fs.existsSync(path.resolve(import.meta.dirname, '../../.next/BUILD_ID'));
  it.skipIf(built)('refuses a database an earlier release seeded with the demo, unless allowed', async () => {
    const db = process.env.DATABASE_URL!;
    const clean = start({ DATABASE_URL: db });
    expect(clean.err).toContain('no build found');
    // a school of the operator's own on localhost is not the demo
    const own = await prisma.tenant.create({
      data: { name: 'Escola Local', slug: 'local', domains: { create: { host: 'localhost' } } },
    });
    expect(start({ DATABASE_URL: db }).err).toContain('no build found');
    await prisma.tenant.delete({ where: { id: own.id } });
    await prisma.tenant.create({
      data: { name: 'Academia Demo', slug: 'demo', domains: { create: { host: 'localhost' } } },
    });
    const seeded = start({ DATABASE_URL: db });
    expect(seeded.code).toBe(1);
    expect(seeded.err).toContain('this database holds the demo tenants (hosts localhost)');
    expect(start({ DATABASE_URL: db, ALLOW_DEMO_IN_PRODUCTION: 'true' }).err).toContain('no build found');
  });
});
