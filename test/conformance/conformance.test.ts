import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { ENDPOINTS } from './endpoints';
import type { Endpoint, Target } from './types';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let uploadsDir: string;
beforeAll(async () => {
  // Uploads land in a temp dir through the local driver, never in the developer's .data/.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'praca-conformance-'));
  setStorageForTests(createLocalStorage({ dir: uploadsDir, secret: 'conformance-secret-'.padEnd(40, 'x') }));
  w = await createWorld();
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(uploadsDir, { recursive: true, force: true });
});

async function targetA(e: Endpoint): Promise<Target> {
  const t: Target = { tenant: w.a, admin: w.adminA, student: w.studentA, ids: {} };
  t.ids = (await e.setup?.(t)) ?? {};
  return t;
}

async function run(
  e: Endpoint,
  t: Target,
  as: { host: string; cookie?: string },
  body?: unknown,
  path = e.path(t),
) {
  const handler = await e.handler();
  return call(handler, e.method, path, {
    host: as.host,
    cookie: as.cookie,
    params: e.params?.(t),
    headers: e.headers?.(t),
    body: body === undefined ? e.body?.(t) : body,
  });
}

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  if (e.auth !== 'public') {
    it('anonymous -> 401', async () => {
      const t = await targetA(e);
      expect((await run(e, t, { host: w.a.host })).status).toBe(401);
    });
  }
  if (e.auth === 'editor') {
    it('student -> 403', async () => {
      const t = await targetA(e);
      expect((await run(e, t, { host: w.a.host, cookie: w.studentA.cookie })).status).toBe(403);
    });
  }
  if (e.crossTenant === 'ignored') {
    it("the other tenant's editor -> ignored, nothing changed", async () => {
      const t = await targetA(e);
      expect(e.snapshot, 'an ignored cross-tenant call needs a snapshot').toBeDefined();
      const before = await e.snapshot!(t);
      const res = await run(e, t, { host: w.b.host, cookie: w.adminB.cookie });
      expect(res.status).toBeLessThan(500);
      expect(await e.snapshot!(t)).toEqual(before);
    });
  } else if (e.crossTenant !== false) {
    it("the other tenant's editor -> 404", async () => {
      const t = await targetA(e);
      expect((await run(e, t, { host: w.b.host, cookie: w.adminB.cookie })).status).toBe(404);
    });
  }
  it('valid call -> the documented shape', async () => {
    const t = await targetA(e);
    const cookie = e.auth === 'editor' ? w.adminA.cookie : e.auth === 'user' ? w.studentA.cookie : undefined;
    const res = await run(e, t, { host: w.a.host, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(e.validStatus ?? 200);
    const parsed = e.response.safeParse(res.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  });
  if (e.malformed || e.malformedPath) {
    it('malformed input -> 4xx with a translated message, nothing changed', async () => {
      const t = await targetA(e);
      const before = await e.snapshot?.(t);
      const cookie = e.auth === 'public' ? undefined : w.adminA.cookie;
      const path = e.malformedPath?.(t) ?? e.path(t);
      const res = await run(e, t, { host: w.a.host, cookie }, e.malformed?.(t), path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message).not.toMatch(/^(validation|errors)\./);
      expect(await e.snapshot?.(t)).toEqual(before);
    });
  }
});
