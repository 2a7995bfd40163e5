import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleCan, type Action } from '@/lib/auth/permissions';
import { createUser, type TestUser } from '../support/factories';
import { call } from '../support/http';
import { ENDPOINTS } from './endpoints';
import { targetA as setupA, setupEndpointWorld, validCookie } from './support';
import type { Endpoint, Target } from './types';

const world = setupEndpointWorld('conformance');
let w: ReturnType<typeof world>;
/** one member of tenant A per role, for the per-role case (ADR 0500) */
const team: Partial<Record<(typeof ROLES)[number], TestUser>> = {};
beforeAll(async () => {
  w = world();
  // members of their own: a call as one of them (a locale change, a like) leaves the world's users as they were
  for (const role of ROLES) team[role] = await createUser(w.a, role);
});
const targetA = (e: Endpoint): Promise<Target> => setupA(e, w);

async function run(
  e: Endpoint,
  t: Target,
  as: { host: string; cookie?: string },
  body?: unknown,
  path = e.path(t),
) {
  const handler = await e.handler();
  const payload = body === undefined ? e.body?.(t) : body;
  return call(handler, e.method, path, {
    host: as.host,
    cookie: as.cookie,
    params: e.params?.(t),
    headers: e.headers?.(t),
    // a multipart endpoint's rows give a FormData (the members CSV import)
    ...(payload instanceof FormData ? { form: payload } : { body: payload }),
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
  if (e.auth !== 'public') {
    it('each role -> allowed by its action, else 403', async () => {
      const handler = (await e.handler()) as { action?: Action };
      expect(handler.action, 'route() exposes the action it checks').toBeDefined();
      const seen: Record<string, number> = {};
      for (const role of ROLES) {
        const t = await targetA(e);
        const res = await run(e, t, { host: w.a.host, cookie: team[role]!.cookie });
        seen[role] = res.status;
        if (roleCan(role, handler.action!) && (!e.alsoNeeds || roleCan(role, e.alsoNeeds)))
          expect([401, 403], `${role}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
        else expect(res.status, role).toBe(403);
      }
    });
  }
  it('valid call -> the documented shape', async () => {
    const t = await targetA(e);
    const res = await run(e, t, { host: w.a.host, cookie: validCookie(e, w) });
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
