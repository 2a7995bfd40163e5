import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ranking } from '@/app/api/gamification/ranking/route';
import { loadRanking } from '@/lib/gamification/ranking';
import { prisma } from '@/lib/server/db';
import { buildContext, type AuthedContext } from '@/lib/server/route';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { call, makeRequest } from '../support/http';
import { counted } from '../support/query-count';
import { useTenantCache } from '../support/tenant-cache';
import { withLocalStorage } from '../support/uploads';
import { addPoints } from '../gamification/helpers';
import { Names } from './pin';

// GET /api/gamification/ranking's whole answer pinned (decision 430), recorded on the reads before they
// became one `$read` (a Prisma top-N with the users, the member's score, then their position): ties
// sharing a position, a member inside and outside the top, a member without points, stored and outside
// photos, the limit, and another tenant's higher scores left out. The ranking is also the community
// page's sidebar and part of /dashboard/profile.

withLocalStorage('ranking-answers');
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
const members: Record<string, TestUser> = {};
const n = new Names();

const read = (u: TestUser, limit?: number, host = w.a.host) =>
  call(ranking, 'GET', `/api/gamification/ranking${limit ? `?limit=${limit}` : ''}`, {
    host,
    cookie: u.cookie,
  }).then((r) => [r.status, n.pin(r.body)]);

beforeAll(async () => {
  w = await createWorld();
  const t = w.a.id;
  n.set(t, 'tenantA');
  n.set(w.b.id, 'tenantB');
  // created in reverse alphabetical order: a tie ordered by user id (creation order) reads differently from
  // one ordered by name
  const scores: [string, number][] = [
    ['Zoe', 900],
    ['Yara', 500],
    ['Xavier', 500],
    ['Wagner', 500],
    ['Vera', 300],
    ['Ugo', 120],
    ['Tais', 120],
    ['Sara', 0],
  ];
  for (const [name, points] of scores) {
    const u = await createUser(w.a, 'student', name);
    members[name] = u;
    n.set(u.id, name);
    if (points) await addPoints(t, u.id, points);
  }
  members.Nina = await createUser(w.a, 'student', 'Nina'); // never scored: no row at all
  n.set(members.Nina.id, 'Nina');
  n.set(w.adminA.id, 'admin');
  n.set(w.studentB.id, 'studentB');
  await prisma.user.update({
    where: { id: members.Yara!.id },
    data: { photoUrl: `${t}/users/yara.png` }, // a stored key: answered as its public URL
  });
  await prisma.user.update({
    where: { id: members.Zoe!.id },
    data: { photoUrl: 'https://cdn.example.test/zoe.png' },
  });
  // Sara had points once: her row stays at 0
  await addPoints(t, members.Sara!.id, 40);
  await addPoints(t, members.Sara!.id, -40);
  // the other tenant: higher scores and a ranking of its own
  await addPoints(w.b.id, w.studentB.id, 5000);
  await prisma.community.create({ data: { tenantId: w.b.id, title: 'B' } });
  await prisma.platformSettings.update({ where: { tenantId: w.b.id }, data: { showRanking: true } });
});

describe('GET /api/gamification/ranking answers (pinned)', () => {
  it('the ranking off: no list', async () => {
    expect(await read(members.Vera!)).toMatchSnapshot('ranking off');
  });

  it('the ranking on: ties, inside and outside the top, no points, the limit, each tenant its own', async () => {
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showRanking: true } });
    await prisma.community.create({ data: { tenantId: w.a.id, title: 'Geral' } });
    expect(await read(members.Vera!)).toMatchSnapshot('default limit, in the top');
    expect(await read(members.Xavier!, 2)).toMatchSnapshot('limit 2, tied outside the top');
    expect(await read(members.Tais!, 3)).toMatchSnapshot('limit 3, far below the top');
    expect(await read(members.Zoe!, 1)).toMatchSnapshot('limit 1, first');
    expect(await read(members.Sara!, 3)).toMatchSnapshot('a row at 0 points');
    expect(await read(members.Nina!, 3)).toMatchSnapshot('no row');
    expect(await read(w.studentB, 5, w.b.host)).toMatchSnapshot('tenant B');
  });
});

describe('the ranking in one statement', () => {
  useTenantCache();
  it('the top, the member’s score and position: one statement once the switch is cached', async () => {
    const ctx = (await buildContext(
      makeRequest('GET', '/api/gamification/ranking', { host: w.a.host, cookie: members.Tais!.cookie }),
    )) as AuthedContext;
    await loadRanking(ctx, 3); // the switch and the points' name, cached per tenant
    const { value, queries } = await counted(() => loadRanking(ctx, 3));
    expect(value.me).toEqual({ position: 6, score: 120 });
    expect(value.top.map((r) => r.position)).toEqual([1, 2, 2]);
    expect(queries).toBe(1);

    // the profile passes the score its other panel read: the ranking shows that one, still in one statement
    const basics = { visible: true, name: 'XP', score: 400 };
    const profile = await counted(() => loadRanking(ctx, 3, basics));
    expect(profile.value.me).toEqual({ position: 5, score: 400 }); // four members score more than 400
    expect(profile.value.top).toEqual(value.top);
    expect(profile.queries).toBe(1);
  });
});
