import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createCourse } from '@/app/api/auth/studio/courses/route';
import { prisma } from '@/lib/server/db';
import { createWorld } from '../support/factories';
import { studioCall } from './support';

// 'Mostrar na página inicial' of 'Novo curso' (ADR 0407): `carousel_id` puts the new course at the end of
// one of the school's course rows of the home, in the same transaction; another school's row, a row of
// modules or lessons, or a full row is a field error and creates nothing.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let order = 500;
beforeAll(async () => {
  w = await createWorld();
});

const row = (tenantId: string, typeContent: 'course' | 'lesson' = 'course') =>
  prisma.carousel.create({ data: { tenantId, title: 'Novidades', type: 1, typeContent, order: order++ } });

const create = (carouselId: string, title: string) =>
  studioCall(createCourse, 'POST', '/api/auth/studio/courses', w.a, w.adminA, {
    title,
    published: true,
    carousel_id: carouselId,
  });

const items = (carouselId: string) =>
  prisma.carouselItem.findMany({
    where: { carouselId },
    orderBy: { order: 'asc' },
    select: { courseId: true },
  });

describe('a new course joins a row of the home', () => {
  it('goes to the end of the chosen row', async () => {
    const k = await row(w.a.id);
    const first = await create(k.id, 'Primeiro da Vitrine');
    const second = await create(k.id, 'Segundo da Vitrine');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await items(k.id)).map((i) => i.courseId)).toEqual([first.body.data.id, second.body.data.id]);
  });

  it("refuses another school's row, a row of lessons and a full row, creating nothing", async () => {
    const foreign = await row(w.b.id);
    const lessons = await row(w.a.id, 'lesson');
    const full = await row(w.a.id);
    const filler = await prisma.course.findFirstOrThrow({
      where: { tenantId: w.a.id },
      select: { id: true },
    });
    await prisma.carouselItem.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({
        tenantId: w.a.id,
        carouselId: full.id,
        kind: 'course' as const,
        courseId: filler.id,
        order: i + 1,
      })),
    });
    const cases = [
      [foreign.id, 'studio.carouselUnknown'],
      [lessons.id, 'studio.carouselUnknown'],
      [full.id, 'studio.carouselFull'],
    ] as const;
    for (const [id, key] of cases) {
      const title = `Curso Recusado ${key} ${id.slice(0, 8)}`;
      const r = await create(id, title);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.fields.carousel_id).toMatch(/\S/);
      expect(r.body.code ?? r.body.error).toBeTruthy();
      expect(await prisma.course.count({ where: { tenantId: w.a.id, title } })).toBe(0);
    }
    expect(await items(foreign.id)).toEqual([]);
    expect(await items(lessons.id)).toEqual([]);
    expect(await items(full.id)).toHaveLength(100);
  });

  it('a malformed id is a 400 on the field', async () => {
    const r = await create('not-a-uuid', 'Curso com Vitrine Inválida');
    expect(r.status).toBe(400);
    expect(r.body.fields.carousel_id).toMatch(/\S/);
  });
});
