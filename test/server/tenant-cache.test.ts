import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createLink } from '@/app/api/auth/config/plataforma/links/create/route';
import { DELETE as deleteLink } from '@/app/api/auth/config/plataforma/links/delete/[tenantId]/[id]/route';
import { POST as updateCustomBasic } from '@/app/api/auth/config/plataforma/updateCustomBasic/route';
import { POST as updateSeo } from '@/app/api/auth/config/plataforma/update-seo/route';
import { GET as getTenant } from '@/app/api/getTenant/route';
import { PATCH as markRead } from '@/app/api/platform/auth/notification/update/route';
import { bannersForHome } from '@/lib/banners/service';
import { framesFor } from '@/lib/custom-html/service';
import { getSiteFrame } from '@/lib/frame/site';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import {
  invalidateTenantCache,
  TENANT_CACHE_MAX_ENTRIES,
  tenantCached,
  tenantCacheStats,
} from '@/lib/server/tenant-cache';
import { getShellData } from '@/lib/shell/service';
import { call, makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { useTenantCache } from '../support/tenant-cache';

// The per-tenant cache of what changes only when an editor saves (docs/decisions.md 215). The other test
// files run with it off (vitest.config.ts); here it is on.

type World = Awaited<ReturnType<typeof createWorld>>;
const P = '/api/auth/config/plataforma';

const ctxFor = (host: string, cookie?: string) =>
  buildContext(makeRequest('GET', '/homepage', { host, cookie }));

/** What every student page reads of the tenant (layout and frame), with the Prisma operations it ran. */
async function pageReads(host: string, cookie: string) {
  const ctx = await ctxFor(host, cookie);
  return withQueryStats(async () => {
    const [shell, frame, banners, frames] = await Promise.all([
      getShellData(ctx),
      getSiteFrame(ctx, { host, forwardedProto: null }),
      bannersForHome(ctx),
      framesFor(ctx, { page: 'homepage' }),
    ]);
    return { shell, frame, banners, frames, queries: currentQueryCount() };
  });
}

describe('per-tenant cache of the shell, frame, banners and custom HTML', () => {
  let w: World;
  useTenantCache();
  beforeAll(async () => {
    w = await createWorld();
  });

  it('reads the tenant once: the next page runs no query for it', async () => {
    const first = await pageReads(w.a.host, w.studentA.cookie);
    // shell 4 (the lives flag of the side menu, issue 54), frame 3, banners 2, custom HTML 1
    expect(first.queries).toBe(10);
    const second = await pageReads(w.a.host, w.studentA.cookie);
    expect(second.queries).toBe(0);
    expect(second.shell.settings).toEqual(first.shell.settings);
    expect(second.frame).toEqual(first.frame);
  });

  it('keeps each member’s own part per request: the user and canEdit are never shared', async () => {
    const student = await getShellData(await ctxFor(w.a.host, w.studentA.cookie));
    const admin = await getShellData(await ctxFor(w.a.host, w.adminA.cookie));
    expect(student.user?.email).toBe(w.studentA.email);
    expect(student.canEdit).toBe(false);
    expect(admin.user?.email).toBe(w.adminA.email);
    expect(admin.canEdit).toBe(true);
  });

  it('serves what it holds until a save: a write behind its back is not seen, one through the API is', async () => {
    await pageReads(w.a.host, w.studentA.cookie);
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { primaryColor: '#010203' } });
    // the cache is really used: a change that skipped the API is not seen yet
    expect((await pageReads(w.a.host, w.studentA.cookie)).shell.settings.primary_color).not.toBe('#010203');

    const res = await call(updateCustomBasic, 'POST', `${P}/updateCustomBasic`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, primary_color: '#12ab34' },
    });
    expect(res.status).toBe(200);
    const after = await pageReads(w.a.host, w.studentA.cookie);
    expect(after.shell.settings.primary_color).toBe('#12ab34');
    expect(after.frame.theme?.primary_color).toBe('#12ab34');
    expect(after.queries).toBe(10);
  });

  it('shows a new header link and a new SEO name on the very next read after the save', async () => {
    await pageReads(w.a.host, w.studentA.cookie);
    const link = await call(createLink, 'POST', `${P}/links/create`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, link_title: 'Loja nova', link_url: 'https://loja.example.com' },
    });
    expect(link.status).toBe(201);
    expect((await pageReads(w.a.host, w.studentA.cookie)).shell.links.map((l) => l.link_title)).toContain(
      'Loja nova',
    );
    const seo = await call(updateSeo, 'POST', `${P}/update-seo`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, name: 'Escola Renomeada', description: 'Nova descrição' },
    });
    expect(seo.status).toBe(200);
    const frame = (await pageReads(w.a.host, w.studentA.cookie)).frame;
    expect(frame.name).toBe('Escola Renomeada');
    expect(frame.description).toBe('Nova descrição');
  });

  it('GET /api/getTenant answers from the caches, and the saved colour right after a save', async () => {
    const get = () => call(getTenant, 'GET', `/api/getTenant?domain=${w.a.host}`, { host: w.a.host });
    process.env.BENCH_QUERY_HEADER = '1';
    resetEnvCache();
    const cold = await get();
    const warm = await get();
    delete process.env.BENCH_QUERY_HEADER;
    resetEnvCache();
    expect(warm.status).toBe(200);
    expect(warm.body).toEqual(cold.body);
    // the host lookups stay (TENANT_CACHE_TTL_MS is 0 in the tests); the settings read is gone
    expect(Number(warm.headers.get('x-query-count'))).toBe(Number(cold.headers.get('x-query-count')) - 1);
    const save = await call(updateCustomBasic, 'POST', `${P}/updateCustomBasic`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, primary_color: '#abcdef' },
    });
    expect(save.status).toBe(200);
    expect((await get()).body.data.primary_color).toBe('#abcdef');
    // another tenant's domain is still refused
    const other = await call(getTenant, 'GET', `/api/getTenant?domain=${w.b.host}`, { host: w.a.host });
    expect(other.status).toBe(404);
  });

  it('a save of one tenant leaves another tenant’s entries in place', async () => {
    await pageReads(w.a.host, w.studentA.cookie);
    await pageReads(w.b.host, w.studentB.cookie);
    const res = await call(updateCustomBasic, 'POST', `${P}/updateCustomBasic`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, sidebar: 1 },
    });
    expect(res.status).toBe(200);
    expect((await pageReads(w.b.host, w.studentB.cookie)).queries).toBe(0);
    expect((await pageReads(w.a.host, w.studentA.cookie)).queries).toBe(10);
  });

  it('never serves one tenant’s data to another', async () => {
    await prisma.platformSettings.update({ where: { tenantId: w.b.id }, data: { seoName: 'Só de B' } });
    const a = await pageReads(w.a.host, w.studentA.cookie);
    const b = await pageReads(w.b.host, w.studentB.cookie);
    expect(b.frame.name).toBe('Só de B');
    expect(a.frame.name).not.toBe('Só de B');
    expect(a.frame.tenantId).toBe(w.a.id);
    expect(b.frame.tenantId).toBe(w.b.id);
  });

  it('a student’s write keeps the cache; an editor’s empties it, even when its handler fails', async () => {
    await pageReads(w.a.host, w.studentA.cookie);
    const student = await call(markRead, 'PATCH', '/api/platform/auth/notification/update', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { read: true, all: true },
    });
    expect(student.status).toBe(200);
    expect((await pageReads(w.a.host, w.studentA.cookie)).queries).toBe(0);
    // refused before the handler (400): nothing written, nothing to reload
    const refused = await call(updateSeo, 'POST', `${P}/update-seo`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, name: '' },
    });
    expect(refused.status).toBe(400);
    expect((await pageReads(w.a.host, w.studentA.cookie)).queries).toBe(0);
    // the handler ran and failed (404): it may have written part of its work, so the tenant reloads
    const missing = '00000000-0000-7000-8000-000000000000';
    const failed = await call(deleteLink, 'DELETE', `${P}/links/delete/${w.a.id}/${missing}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
    });
    expect(failed.status).toBe(404);
    expect((await pageReads(w.a.host, w.studentA.cookie)).queries).toBe(10);
  });
});

describe('tenantCached', () => {
  useTenantCache();

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const load = async () => (loads++, { n: loads });
    const [a, b] = await Promise.all([tenantCached('t1', 'x', load), tenantCached('t1', 'x', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
  });

  it('never keeps what a load read before a save that finished while it ran', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stale = tenantCached('t1', 'x', async () => (await gate, 'old'));
    invalidateTenantCache('t1'); // the save commits and bumps while the old load is in flight
    release();
    expect(await stale).toBe('old');
    expect(await tenantCached('t1', 'x', async () => 'new')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    await expect(tenantCached('t1', 'x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await tenantCached('t1', 'x', async () => 'up')).toBe('up');
  });

  it('reloads once the TTL has run out, and not at all with a TTL of 0', async () => {
    process.env.TENANT_DATA_CACHE_TTL_MS = '1';
    resetEnvCache();
    await tenantCached('t1', 'x', async () => 'first');
    await new Promise((r) => setTimeout(r, 5));
    expect(await tenantCached('t1', 'x', async () => 'second')).toBe('second');
    process.env.TENANT_DATA_CACHE_TTL_MS = '0';
    resetEnvCache();
    await tenantCached('t1', 'y', async () => 'first');
    expect(await tenantCached('t1', 'y', async () => 'second')).toBe('second');
    process.env.TENANT_DATA_CACHE_TTL_MS = '60000';
    resetEnvCache();
  });

  it('holds at most TENANT_CACHE_MAX_ENTRIES entries, dropping the least recently used', async () => {
    await tenantCached('keep', 'x', async () => 'kept');
    for (let i = 0; i < TENANT_CACHE_MAX_ENTRIES; i++) {
      if (i % 1000 === 0) await tenantCached('keep', 'x', async () => 'reloaded'); // used again: stays
      await tenantCached(`t${i}`, 'x', async () => i);
    }
    const before = tenantCacheStats();
    expect(await tenantCached('keep', 'x', async () => 'reloaded')).toBe('kept');
    expect(await tenantCached('t0', 'x', async () => 'reloaded')).toBe('reloaded');
    const after = tenantCacheStats();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(1);
  });
});
