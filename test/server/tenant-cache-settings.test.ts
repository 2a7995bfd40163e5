import { beforeAll, describe, expect, it } from 'vitest';
import { POST as activeComment } from '@/app/api/auth/comunidade/comentarios/activeComment/route';
import { POST as showcaseSettings } from '@/app/api/auth/config/plataforma/showcase-settings/route';
import { PUT as setActive } from '@/app/api/v2/communities/settings/active/route';
import { PUT as toggleRanking } from '@/app/api/auth/ranking/toggle-status/[status]/[tenant]/route';
import { communitiesActive } from '@/lib/communities/feed/access';
import { nextCommunityOrder } from '../support/orders';
import { commentsEnabled } from '@/lib/course/comments';
import { pointsName, rankingStatus } from '@/lib/gamification/ranking';
import { readSettings } from '@/lib/showcase/settings';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext, route } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { call, makeRequest } from '../support/http';
import { createWorld } from '../support/factories';
import { useTenantCache } from '../support/tenant-cache';

// Decision 235: the tenant-wide switches the JSON calls read on every request (ranking shown, the points'
// name, communities on) are cached per tenant like the shell (decision 215), and an editor's save through
// the API shows on the very next read.

type World = Awaited<ReturnType<typeof createWorld>>;

describe('per-tenant cache of the ranking status, points name and communities switch', () => {
  let w: World;
  useTenantCache();
  beforeAll(async () => {
    w = await createWorld();
    await prisma.community.create({
      data: { tenantId: w.a.id, title: 'Geral', order: await nextCommunityOrder(w.a.id) },
    });
  });

  const reads = async (host: string, cookie: string) => {
    const ctx = await buildContext(makeRequest('GET', '/api/gamification/me', { host, cookie }));
    return withQueryStats(async () => {
      const [status, name, active] = await Promise.all([
        rankingStatus(ctx),
        pointsName(ctx),
        communitiesActive(ctx),
      ]);
      return { status, name, active, queries: currentQueryCount() };
    });
  };

  it('reads them once per tenant, then from the cache; another tenant has its own', async () => {
    const first = await reads(w.a.host, w.studentA.cookie);
    expect(first).toMatchObject({ status: { show_ranking: false, has_communities: true }, active: true });
    expect(first.queries).toBe(4);
    expect((await reads(w.a.host, w.studentA.cookie)).queries).toBe(0);
    const b = await reads(w.b.host, w.studentB.cookie);
    expect(b.status.has_communities).toBe(false);
    expect(b.queries).toBe(4);
  });

  it('a save through the API is seen on the next read; a write behind its back waits for it', async () => {
    await reads(w.a.host, w.studentA.cookie);
    await prisma.pointsSettings.upsert({
      where: { tenantId: w.a.id },
      update: { customName: 'Estrelas' },
      create: {
        tenantId: w.a.id,
        customName: 'Estrelas',
        platform: {},
        community: {},
        perDayPlatform: {},
        perDayCommunity: {},
      },
    });
    expect((await reads(w.a.host, w.studentA.cookie)).name).not.toBe('Estrelas');

    const on = await call(toggleRanking, 'PUT', `/api/auth/ranking/toggle-status/1/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { status: '1', tenant: w.a.id },
    });
    expect(on.status).toBe(200);
    const after = await reads(w.a.host, w.studentA.cookie);
    expect(after.status.show_ranking).toBe(true);
    expect(after.name).toBe('Estrelas');

    const off = await call(setActive, 'PUT', '/api/v2/communities/settings/active', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await reads(w.a.host, w.studentA.cookie)).active).toBe(false);
  });

  it('hands out a copy of the status: a caller changing it does not change the cache', async () => {
    const first = await reads(w.a.host, w.studentA.cookie);
    first.status.show_ranking = !first.status.show_ranking;
    const second = await reads(w.a.host, w.studentA.cookie);
    expect(second.status.show_ranking).toBe(!first.status.show_ranking);
  });

  it('the lesson comments switch and the showcase switches: cached, seen after a save, answered from the write', async () => {
    const ctx = await buildContext(
      makeRequest('GET', '/homepage', { host: w.a.host, cookie: w.studentA.cookie }),
    );
    expect(await commentsEnabled(ctx)).toBe(true);
    expect((await readSettings(ctx)).mylistStatus).toBe(true);
    const cached = await withQueryStats(async () => {
      await Promise.all([commentsEnabled(ctx), readSettings(ctx)]);
      return currentQueryCount();
    });
    expect(cached).toBe(0);

    const off = await call(activeComment, 'POST', '/api/auth/comunidade/comentarios/activeComment', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { comment: 0 },
    });
    expect(off.status).toBe(200);
    expect(await commentsEnabled(ctx)).toBe(false);

    // the save's answer comes from its own write, not from the cache it empties only afterwards
    expect((await readSettings(ctx)).mylistStatus).toBe(true);
    const saved = await call(showcaseSettings, 'POST', '/api/auth/config/plataforma/showcase-settings', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { mylist_status: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.mylist_status).toBe(0);
    expect((await readSettings(ctx)).mylistStatus).toBe(false);
  });

  it('inside an editor’s write every cached read loads afresh; a student’s request reads the cache', async () => {
    let loads = 0;
    const probe = () => tenantCached(w.a.id, 'probe', async () => ++loads);
    const reads = route({ auth: 'user', envelope: 'data', handler: async () => ({ seen: await probe() }) });
    expect(await probe()).toBe(1);
    const student = await call(reads, 'POST', '/api/probe', { host: w.a.host, cookie: w.studentA.cookie });
    expect(student.body.data.seen).toBe(1);
    const editor = await call(reads, 'POST', '/api/probe', { host: w.a.host, cookie: w.adminA.cookie });
    expect(editor.body.data.seen).toBe(2);
    // nothing kept from inside the write, and the cache was emptied after it
    expect(await probe()).toBe(3);
    expect(await probe()).toBe(3);
  });
});
