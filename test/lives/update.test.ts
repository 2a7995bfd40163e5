import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as update } from '@/app/api/auth/lives/[id]/route';
import { isoToWallTime, wallTimeToIso } from '@/lib/dates/zone';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { makeLive, makeProduct } from './helpers';

// A scheduled live is edited, not only deleted (issue 54, ADR 0289).
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Tira-dúvidas remarcado',
  starts_at: '2030-05-10T22:00:00.000Z',
  duration_minutes: 90,
  embed_url: 'https://vimeo.com/76979871',
  ...extra,
});

describe('PATCH /api/auth/lives/{id}', () => {
  it('replaces the title, times, player and products of a live not ended', async () => {
    const [keep, add] = [await makeProduct(w.a.id, 'Antigo'), await makeProduct(w.a.id, 'Novo')];
    const live = await makeLive(w.a.id, { fromMin: 60, toMin: 120, productIds: [keep.id] });
    const res = await call(update, 'PATCH', `/api/auth/lives/${live.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { id: live.id },
      body: body({ product_ids: [add.id] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Live atualizada.');
    expect(res.body.data).toMatchObject({
      id: live.id,
      title: 'Tira-dúvidas remarcado',
      starts_at: '2030-05-10T22:00:00.000Z',
      ends_at: '2030-05-10T23:30:00.000Z',
      embed_url: 'https://vimeo.com/76979871',
      product_ids: [add.id],
      status: 'upcoming',
    });
    expect(await prisma.liveProduct.count({ where: { liveId: live.id } })).toBe(1);
  });

  it("refuses an ended live, another school's, a student and bad input", async () => {
    const ended = await makeLive(w.a.id, { fromMin: -120, toMin: -60 });
    const as = { host: w.a.host, cookie: w.adminA.cookie };
    const patch = (id: string, extra = {}, who = as) =>
      call(update, 'PATCH', `/api/auth/lives/${id}`, { ...who, params: { id }, body: body(extra) });
    const gone = await patch(ended.id);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Esta live já terminou e não pode mais ser alterada.');
    const foreign = await makeLive(w.b.id, { fromMin: 60, toMin: 120 });
    expect((await patch(foreign.id)).status).toBe(404);
    const mine = await makeLive(w.a.id, { fromMin: 60, toMin: 120, title: 'Intacta' });
    expect((await patch(mine.id, {}, { host: w.a.host, cookie: w.studentA.cookie })).status).toBe(403);
    expect((await patch(mine.id, { duration_minutes: 1 })).status).toBe(400);
    const otherProduct = await makeProduct(w.b.id);
    expect((await patch(mine.id, { product_ids: [otherProduct.id] })).status).toBe(400);
    expect((await prisma.live.findUniqueOrThrow({ where: { id: mine.id } })).title).toBe('Intacta');
  });

  it('shows a start on the wall clock the form reads it in', () => {
    const iso = '2030-05-10T22:05:00.000Z';
    expect(isoToWallTime(iso)).toBe('2030-05-10T19:05');
    expect(wallTimeToIso(isoToWallTime(iso))).toBe(iso);
  });
});
