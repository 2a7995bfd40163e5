import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { parseEnv, resetEnvCache } from '@/lib/server/env';
import { buildContext } from '@/lib/server/route';
import { getShellData } from '@/lib/shell/service';
import { makeRequest } from '../support/http';
import { createWorld } from '../support/factories';

type World = Awaited<ReturnType<typeof createWorld>>;

async function ctxFor(host: string, cookie?: string) {
  return buildContext(makeRequest('GET', '/homepage', { host, cookie }));
}

describe('getShellData', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
    await prisma.platformSettings.update({
      where: { tenantId: w.a.id },
      data: {
        primaryColor: '#FF0000',
        logoHorizontal: '/logo.svg',
        showCommunitiesPage: false,
        seoName: 'Escola A',
      },
    });
    await prisma.navigationLink.createMany({
      data: [
        { tenantId: w.a.id, title: 'Dois', url: 'b.example.com', order: 2 },
        { tenantId: w.a.id, title: 'Um', url: 'a.example.com', order: 1 },
        { tenantId: w.b.id, title: 'De B', url: 'x.example.com', order: 1 },
      ],
    });
    await prisma.community.create({ data: { tenantId: w.b.id, title: 'Apagada', deletedAt: new Date() } });
  });

  it('returns the tenant’s branding, ordered links, user and canEdit for an editor', async () => {
    const data = await getShellData(await ctxFor(w.a.host, w.adminA.cookie));
    expect(data.tenant).toEqual({ id: w.a.id, name: 'Tenant A' });
    expect(data.settings).toMatchObject({
      primary_color: '#FF0000',
      logo_horizontal: '/logo.svg',
      seo_name: 'Escola A',
    });
    expect(data.links.map((l) => l.link_title)).toEqual(['Um', 'Dois']);
    expect(data.user).toMatchObject({ email: w.adminA.email, hasThePlayer: false });
    expect(data.canEdit).toBe(true);
    expect(data.hasCommunity).toBe(false);
  });

  it('gives editors the help centre of HELP_CENTER_URL, students never; no link when it is unset', async () => {
    const before = process.env.HELP_CENTER_URL;
    try {
      process.env.HELP_CENTER_URL = 'https://ajuda.example.com/praca';
      resetEnvCache();
      expect((await getShellData(await ctxFor(w.a.host, w.adminA.cookie))).helpUrl).toBe(
        'https://ajuda.example.com/praca',
      );
      expect((await getShellData(await ctxFor(w.a.host, w.studentA.cookie))).helpUrl).toBeNull();
      delete process.env.HELP_CENTER_URL;
      resetEnvCache();
      expect((await getShellData(await ctxFor(w.a.host, w.adminA.cookie))).helpUrl).toBeNull();
      // only an http(s) address is taken: the link is rendered as an href
      expect(parseEnv({ HELP_CENTER_URL: 'javascript:alert(1)' }).problems).toEqual([
        'HELP_CENTER_URL: must be an http(s) URL',
      ]);
    } finally {
      if (before === undefined) delete process.env.HELP_CENTER_URL;
      else process.env.HELP_CENTER_URL = before;
      resetEnvCache();
    }
  });

  it('never gives canEdit to a student, and sees only its own tenant', async () => {
    const data = await getShellData(await ctxFor(w.a.host, w.studentA.cookie));
    expect(data.canEdit).toBe(false);
    expect(data.links.some((l) => l.link_title === 'De B')).toBe(false);
  });

  it('counts only communities that are not deleted', async () => {
    const before = await getShellData(await ctxFor(w.b.host, w.studentB.cookie));
    expect(before.hasCommunity).toBe(false);
    await prisma.community.create({ data: { tenantId: w.b.id, title: 'Ativa' } });
    const after = await getShellData(await ctxFor(w.b.host, w.studentB.cookie));
    expect(after.hasCommunity).toBe(true);
  });

  it('links /live while a live is on or scheduled, not for ended ones (issue 54)', async () => {
    const ctx = async () => getShellData(await ctxFor(w.b.host, w.studentB.cookie));
    const hour = 3_600_000;
    const at = (h: number) => new Date(Date.now() + h * hour);
    await prisma.live.create({
      data: {
        tenantId: w.b.id,
        title: 'Passada',
        startsAt: at(-3),
        endsAt: at(-2),
        embedUrl: 'https://youtu.be/x',
      },
    });
    expect((await ctx()).hasLives).toBe(false);
    await prisma.live.create({
      data: {
        tenantId: w.b.id,
        title: 'Amanhã',
        startsAt: at(24),
        endsAt: at(25),
        embedUrl: 'https://youtu.be/y',
      },
    });
    expect((await ctx()).hasLives).toBe(true);
    // another school's live does not link this one's menu
    expect((await getShellData(await ctxFor(w.a.host, w.studentA.cookie))).hasLives).toBe(false);
  });

  it('has no user when signed out', async () => {
    const data = await getShellData(await ctxFor(w.a.host));
    expect(data.user).toBeNull();
    expect(data.canEdit).toBe(false);
  });

  it('runs a constant number of queries whatever the number of links', async () => {
    const ctx = await ctxFor(w.a.host, w.studentA.cookie);
    const count = () => withQueryStats(async () => (await getShellData(ctx), currentQueryCount()));
    const first = await count();
    await prisma.navigationLink.create({
      data: { tenantId: w.a.id, title: 'Três', url: 'c.example.com', order: 3 },
    });
    expect(await count()).toBe(first);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(4);
  });
});
