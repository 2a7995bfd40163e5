import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE as remove } from '@/app/api/auth/lives/[id]/route';
import { GET as hasLive } from '@/app/api/platform/has-live/route';
import { call } from '../support/http';
import { createTenant, createUser } from '../support/factories';
import { useTenantCache } from '../support/tenant-cache';
import { makeLive } from './helpers';

// Decision 397: every student page asks whether a live is on, so the tenant's lives on or starting soon
// are cached per tenant (the tests run with the cache off; here it is on, for 10 minutes).

describe('GET /api/platform/has-live with the tenant cache', () => {
  useTenantCache(10 * 60_000);
  afterEach(() => vi.useRealTimers());

  it('sees a live that starts while the list is cached, and an editor’s deletion at once', async () => {
    const t = await createTenant();
    const student = await createUser(t, 'student');
    const admin = await createUser(t, 'admin');
    const ask = async () =>
      (await call(hasLive, 'GET', '/api/platform/has-live', { host: t.host, cookie: student.cookie })).body;

    const soon = await makeLive(t.id, { fromMin: 2, toMin: 60 });
    expect(await ask()).toEqual({ show_live_alert: false, live_id: null });

    // Written straight to the database (no editor's call empties the cache): an earlier live, on now.
    // Read afresh it would come first; the cached list does not hold it.
    const behind = await makeLive(t.id, { fromMin: -10, toMin: 60 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    expect(await ask()).toEqual({ show_live_alert: true, live_id: soon.id });

    // The editor deletes the one shown: the cache is emptied, the next read sees the other one.
    const res = await call(remove, 'DELETE', `/api/auth/lives/${soon.id}`, {
      host: t.host,
      cookie: admin.cookie,
      params: { id: soon.id },
    });
    expect(res.status).toBe(200);
    expect(await ask()).toEqual({ show_live_alert: true, live_id: behind.id });
  });

  it('filters the cached list by the time of each call: a live that ended is no longer shown', async () => {
    const t = await createTenant();
    const student = await createUser(t, 'student');
    const ask = async () =>
      (await call(hasLive, 'GET', '/api/platform/has-live', { host: t.host, cookie: student.cookie })).body;
    const short = await makeLive(t.id, { fromMin: -5, toMin: 2 });
    expect(await ask()).toEqual({ show_live_alert: true, live_id: short.id });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    expect(await ask()).toEqual({ show_live_alert: false, live_id: null });
  });
});
