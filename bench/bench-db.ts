// The bench's database (bench/run.ts): created fresh on DATABASE_URL's server or the embedded
// PostgreSQL, seeded, and kept as a template keyed by the seed's sources so a later run copies it in
// seconds (docs/decisions.md 251); and the large tenant's ids for the HTTP cases' placeholders.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, migrate, startEmbedded, withDatabase } from '../scripts/lib/pg.mjs';
import type { BenchContext } from './case-types';
import type { TenantVars } from './http-cases';
import { phaseTable, seedKey, seedSources, templateName } from './seed-cache';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const config = { volume: int('BENCH_VOLUME', 1_000), large: process.env.BENCH_LARGE !== '0' };
// BENCH_DB_NAME lets two checkouts benchmark on one server at once.
export const DB_NAME = process.env.BENCH_DB_NAME ?? 'praca_bench';
/**
 * The seeded database kept as a template (BENCH_SEED_CACHE=0: none): a later run whose seed sources and
 * options hash to the same key (bench/seed-cache.ts) copies it instead of seeding. The key and what the
 * runner needs of the seed (the large tenant's ids, the filler count) are the template's comment. One
 * template per seed shape: a quick `BENCH_LARGE=0` (or another BENCH_VOLUME) run keeps its own instead of
 * replacing the full run's, whose large tenant takes minutes to seed again.
 */
const TEMPLATE = templateName(DB_NAME, config);
const seedCache = process.env.BENCH_SEED_CACHE !== '0';

/** What a cached template holds besides its rows: written as its comment, read back on a hit. */
export interface CacheNote {
  key: string;
  filler: number;
  large:
    | (Omit<NonNullable<BenchContext['large']>, 'community'> & {
        community: { id: string; deep: { createdAt: string; id: string } };
      })
    | null;
  seededSeconds: number;
}

export interface Db {
  url: string;
  adminUrl: string;
  server: string;
  stop?: () => Promise<void>;
  /** the seed's key (null without the cache) and, on a hit, what the template holds */
  cache: { key: string; hit: CacheNote | null } | null;
}

export async function database(): Promise<Db> {
  if (process.env.DATABASE_URL) {
    const adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
    return { ...(await freshDatabase(adminUrl)), adminUrl, server: new URL(adminUrl).host };
  }
  const port = int('BENCH_PG_PORT', 54331);
  console.log(`[bench] starting the embedded PostgreSQL (.data/pg-bench, port ${port})`);
  const embedded = await startEmbedded({ dir: path.join(root, '.data/pg-bench'), port });
  const fresh = await freshDatabase(embedded.url).catch(async (err) => {
    await embedded.stop();
    throw err;
  });
  return { ...fresh, adminUrl: embedded.url, server: `embedded:${port}`, stop: embedded.stop };
}

/** DB_NAME, dropped first: a copy of the cached template when its key matches, else migrated and empty. */
async function freshDatabase(adminUrl: string): Promise<Pick<Db, 'url' | 'cache'>> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  const url = withDatabase(adminUrl, DB_NAME);
  if (seedCache) {
    const key = seedKey(seedSources(root), { volume: config.volume, large: config.large });
    const res = await adminQuery(
      adminUrl,
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = '${TEMPLATE}'`,
    );
    const note = (res.rows[0] as { note: string | null } | undefined)?.note;
    const cached = note ? (JSON.parse(note) as CacheNote) : null;
    if (cached?.key === key) {
      const started = performance.now();
      await adminQuery(adminUrl, `CREATE DATABASE "${DB_NAME}" TEMPLATE "${TEMPLATE}" STRATEGY FILE_COPY`);
      console.log(
        `[bench] ${DB_NAME} copied from the seeded template ${TEMPLATE} (key ${key}) in ${((performance.now() - started) / 1000).toFixed(1)} s; seeding it took ${cached.seededSeconds} s (BENCH_SEED_CACHE=0 seeds afresh)`,
      );
      return { url, cache: { key, hit: cached } };
    }
    console.log(`[bench] no seeded template ${TEMPLATE} for key ${key}: seeding, then keeping a copy`);
    await adminQuery(adminUrl, `CREATE DATABASE "${DB_NAME}"`);
    await migrate(url, { quiet: true });
    return { url, cache: { key, hit: null } };
  }
  await adminQuery(adminUrl, `CREATE DATABASE "${DB_NAME}"`);
  await migrate(url, { quiet: true });
  return { url, cache: null };
}

/**
 * Keeps the freshly seeded (and analysed) DB_NAME as TEMPLATE, its comment the key and `note`. A
 * template copies only without connections to its source: the caller has closed its own.
 */
async function saveTemplate(adminUrl: string, note: CacheNote): Promise<void> {
  const started = performance.now();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`);
  await adminQuery(
    adminUrl,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${DB_NAME}' AND pid <> pg_backend_pid()`,
  );
  await adminQuery(adminUrl, `CREATE DATABASE "${TEMPLATE}" TEMPLATE "${DB_NAME}" STRATEGY FILE_COPY`);
  await adminQuery(
    adminUrl,
    `COMMENT ON DATABASE "${TEMPLATE}" IS '${JSON.stringify(note).replace(/'/g, "''")}'`,
  );
  console.log(
    `[bench] kept the seeded database as ${TEMPLATE} (key ${note.key}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Seeds the bench database (demo tenants, filler tenants, the large tenant, VACUUM and ANALYZE) and keeps it as the
 * template, or on a cache hit answers what the template's comment recorded. DATABASE_URL is db.url.
 */
export async function seedBench(
  db: Db,
  options: { volume: number; large: boolean },
): Promise<{ filler: number; large: BenchContext['large'] }> {
  const { prisma, disconnectPrisma } = await import('@/lib/server/db');
  const { seedDemo } = await import('@/lib/seed/demo');
  const { seedVolume } = await import('./volume');
  const host = 'localhost';
  let filler = 0;
  let large: BenchContext['large'] = null;
  const hit = db.cache?.hit;
  if (hit) {
    filler = hit.filler;
    large = hit.large && {
      ...hit.large,
      community: {
        id: hit.large.community.id,
        deep: { createdAt: new Date(hit.large.community.deep.createdAt), id: hit.large.community.deep.id },
      },
    };
  } else {
    const seedStarted = performance.now();
    console.log(`[bench] migrated ${DB_NAME}; seeding the demo tenants and ${options.volume} filler tenants`);
    await seedDemo(prisma);
    const domain = await prisma.tenantDomain.findUniqueOrThrow({ where: { host } });
    filler = options.volume ? await seedVolume(prisma, options.volume, domain.tenantId) : 0;
    console.log(
      `[bench] demo and filler tenants seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    if (options.large) {
      const { seedLargeTenant, LARGE_STUDENT } = await import('./large-tenant');
      const student = await prisma.user.findUniqueOrThrow({
        where: { email: 'aluno@demo.local' },
        select: { credential: { select: { passwordHash: true } } },
      });
      const seededLarge = await seedLargeTenant(db.url, student.credential?.passwordHash ?? '');
      console.log(
        `[bench] large tenant ${seededLarge.host}: ${seededLarge.rows} rows in ${(seededLarge.ms / 1000).toFixed(1)} s (load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})\n${phaseTable(seededLarge.phases)}`,
      );
      large = {
        host: seededLarge.host,
        tenantId: seededLarge.tenantId,
        student: LARGE_STUDENT,
        community: seededLarge.community,
      };
    }
    // Fresh tables have no statistics; without them the planner's choices are not production's. VACUUM
    // too (decision 413): after millions of inserts PostgreSQL would otherwise start its insert-triggered
    // autovacuum on them during the first run's rounds, and the first reads would set every row's hint bits.
    const analyzeStarted = performance.now();
    await prisma.$executeRaw`VACUUM (ANALYZE)`;
    console.log(`[bench] VACUUM (ANALYZE) in ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
    if (db.cache) {
      // The template copies only a database nobody is connected to: the clients reconnect lazily.
      await disconnectPrisma();
      await saveTemplate(db.adminUrl, {
        key: db.cache.key,
        filler,
        large: large && {
          ...large,
          community: {
            id: large.community.id,
            deep: { createdAt: large.community.deep.createdAt.toISOString(), id: large.community.deep.id },
          },
        },
        seededSeconds: Math.round((performance.now() - seedStarted) / 1000),
      });
    }
  }
  return { filler, large };
}

/**
 * The large tenant's placeholders (bench/http-cases.ts TenantVars), found in the seeded database: course 1
 * (its student holds the products of courses 1, 6, 11...), that course's first lesson, the community with
 * 100,000 posts and the cursor 90,000 posts deep, encoded as the feed's client sends it.
 */
export async function largeVars(large: NonNullable<BenchContext['large']>): Promise<TenantVars> {
  const { prisma } = await import('@/lib/server/db');
  const { encodeCursor } = await import('@/lib/communities/feed/cursor');
  const [row] = await prisma.$queryRaw<{ course: string; lesson: string; slug: string }[]>`
    SELECT c.id::text AS course, l.id::text AS lesson, l.slug
    FROM courses c JOIN modules m ON m.course_id = c.id JOIN lessons l ON l.module_id = m.id
    WHERE c.tenant_id = ${large.tenantId}::uuid AND c."order" = 1
    ORDER BY m."order", l."order" LIMIT 1`;
  if (!row) throw new Error('the large tenant has no course 1');
  return {
    tenant: large.tenantId,
    host: large.host,
    course: row.course,
    lesson: row.lesson,
    lessonSlug: row.slug,
    community: large.community.id,
    deepCursor: encodeURIComponent(encodeCursor(large.community.deep)),
  };
}
