import { beforeAll, describe, expect, it } from 'vitest';
import { POST as update } from '@/app/api/auth/config/plataforma/loginPage/update/route';
import { getLoginPageData } from '@/lib/auth/login-page';
import { buildContext } from '@/lib/server/route';
import { call, makeRequest } from '../support/http';
import { counted } from '../support/query-count';
import { useTenantCache } from '../support/tenant-cache';
import { createWorld, type TestTenant } from '../support/factories';
import { validBody } from '../login-page/helpers';

// Decision 428: /login reads the tenant's login settings once per editor save, not on every visit.

/** A visit's read of the settings, and the statements it sent (the request's context is built first). */
const load = async (t: TestTenant) => {
  const ctx = await buildContext(makeRequest('GET', '/login', { host: t.host }));
  return counted(() => getLoginPageData(ctx));
};

describe('the /login screen’s settings, cached per tenant', () => {
  useTenantCache();
  let w: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    w = await createWorld();
  });

  it('read once, each tenant its own, read again after the designer’s save', async () => {
    const first = await load(w.a);
    expect(first.value).toMatchObject({ theme: 'gradient', placement: 'center', cta: null });
    expect(first.queries).toBe(1);
    const second = await load(w.a);
    expect(second.value).toEqual(first.value);
    expect(second.queries).toBe(0);

    // the designer's save goes through route(), which empties tenant A's cache once it has committed
    const res = await call(update, 'POST', '/api/auth/config/plataforma/loginPage/update', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: validBody(w.a.id, { login_text: 'Bem-vindo de volta' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await load(w.a);
    expect(after.value).toMatchObject({ theme: 'glass', placement: 'right', heading: 'Bem-vindo de volta' });
    expect(after.queries).toBe(1);

    // tenant B never saw A's settings, cached or not
    const b = await load(w.b);
    expect(b.value).toMatchObject({ theme: 'gradient', placement: 'center', heading: null });
    expect(b.value.tenantName).not.toBe(after.value.tenantName);
  });

  it('a student’s attempt at the save changes nothing and leaves the cached screen as it was', async () => {
    const before = await load(w.a);
    const res = await call(update, 'POST', '/api/auth/config/plataforma/loginPage/update', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: validBody(w.a.id, { login_text: 'Invadido' }),
    });
    expect(res.status).toBe(403);
    const again = await load(w.a);
    expect(again.value).toEqual(before.value);
    expect(again.value.heading).not.toBe('Invadido');
  });
});
