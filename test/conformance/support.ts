import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { createWorld } from '../support/factories';
import type { Endpoint, Target } from './types';

// What the suites that walk the endpoint list (conformance, control-chars, malformed-ids) share: the two
// tenants with uploads in a temp dir, the target of a call as tenant A, and JSON leaf paths.

export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * The world of a suite, made before its tests. Uploads land in a temp dir through the local driver, never
 * in the developer's .data/.
 */
export function setupEndpointWorld(name: string): () => World {
  let w: World | undefined;
  let uploadsDir = '';
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), `praca-${name}-`));
    setStorageForTests(createLocalStorage({ dir: uploadsDir, secret: `${name}-secret-`.padEnd(40, 'x') }));
    w = await createWorld();
  });
  afterAll(async () => {
    setStorageForTests(null);
    await rm(uploadsDir, { recursive: true, force: true });
  });
  return () => w!;
}

/** The endpoint's own setup, as tenant A. */
export async function targetA(e: Endpoint, w: World): Promise<Target> {
  const t: Target = { tenant: w.a, admin: w.adminA, student: w.studentA, ids: {} };
  t.ids = (await e.setup?.(t)) ?? {};
  return t;
}

/** The cookie of the role a valid call needs (tenant A). */
export function validCookie(e: Endpoint, w: World): string | undefined {
  return e.auth === 'editor' ? w.adminA.cookie : e.auth === 'user' ? w.studentA.cookie : undefined;
}

/** Paths of every string leaf of a JSON value that `pick` takes. */
export function stringPaths(
  value: unknown,
  pick: (s: string) => boolean = () => true,
  at: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return pick(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, pick, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, pick, [...at, k]));
  return [];
}

/** A copy of `value` with the string at `at` passed through `f`. */
export function replaceAt(value: unknown, at: (string | number)[], f: (s: string) => string): unknown {
  if (at.length === 0) return f(value as string);
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[at[0]!] = replaceAt(copy[at[0]!], at.slice(1), f);
  return copy;
}
