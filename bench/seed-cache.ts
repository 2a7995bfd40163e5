// Helpers of the bench's seeding: the phase table, the key of a set of source files, and with it the key of
// the seeded template database that lets a later run copy the seeded database instead of seeding again
// (bench/run.ts, bench/README.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatTable } from './report';

/** "phase  seconds" rows of a timed seed, with the total. */
export function phaseTable(phases: { name: string; ms: number }[]): string {
  const total = phases.reduce((s, p) => s + p.ms, 0);
  return formatTable(
    ['phase', 's'],
    [...phases, { name: 'total', ms: total }].map((p) => [p.name, (p.ms / 1000).toFixed(1)]),
  );
}

/**
 * What the key of the seeded template covers: the schema, the demo seed, the bench's own seeds and what
 * runs them (bench/bench-db.ts: the order, the closing `VACUUM (ANALYZE)`).
 */
export const SEED_SOURCES = [
  'prisma/migrations',
  'lib/seed',
  'bench/volume.ts',
  'bench/large-tenant.ts',
  'bench/bench-db.ts',
];

/**
 * The key of a set of source files: a hash of each file (path and content, in path order) and of the
 * options that change what is made from them. The seeded template's key (seedKey) and the bare
 * yardstick's build (bareBuildKey in bench/http-server.ts) use it.
 */
export function sourceKey(files: { path: string; content: string | Buffer }[], options: object): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`\0${f.path}\0${f.content.length}\0`);
    hash.update(f.content);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a seeded database: its sources' key with the options that change what is seeded. Equal keys
 * mean the same rows up to random ids and times.
 */
export const seedKey = (
  files: { path: string; content: string | Buffer }[],
  options: { volume: number; large: boolean },
): string => sourceKey(files, options);

/**
 * The seeded template's database name for a seed shape: `<db>_tpl` for the full run (1,000 filler tenants
 * and the large tenant), `_v<n>` for another BENCH_VOLUME, `_small` without the large tenant. Each shape
 * keeps its own, so a quick run does not replace the full run's template.
 */
export const templateName = (db: string, options: { volume: number; large: boolean }): string =>
  `${db}_tpl${options.volume === 1_000 ? '' : `_v${options.volume}`}${options.large ? '' : '_small'}`;

/** Every file under `rels` (relative to `root`), as sourceKey takes them. */
export function sourceFiles(root: string, rels: string[]): { path: string; content: Buffer }[] {
  const out: { path: string; content: Buffer }[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory())
      for (const entry of fs.readdirSync(abs)) walk(path.posix.join(rel, entry));
    else out.push({ path: rel, content: fs.readFileSync(abs) });
  };
  for (const rel of rels) walk(rel);
  return out;
}

/** Every file under SEED_SOURCES, for seedKey. */
export const seedSources = (root: string) => sourceFiles(root, SEED_SOURCES);
