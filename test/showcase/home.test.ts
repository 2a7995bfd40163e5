import { describe, expect, it } from 'vitest';
import { rebuildLessonActivity } from '@/lib/course/lesson-activity';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { getShowcase } from '@/lib/showcase/home';
import { call, makeRequest } from '../support/http';
import { createWorld, type TestTenant, type TestUser } from '../support/factories';
import { makeCarousel, makeCourse } from './fixtures';

async function ctxFor(t: TestTenant, u: TestUser) {
  return buildContext(makeRequest('GET', '/homepage', { host: t.host, cookie: u.cookie }));
}

describe('student showcase', () => {
  it('locks or hides courses without an active product; inactive products grant nothing', async () => {
    const w = await createWorld();
    const owned = await makeCourse(w.a.id, {
      productStatus: 'active',
      enroll: w.studentA.id,
      title: 'Comprado',
    });
    const viaInactive = await makeCourse(w.a.id, {
      productStatus: 'inactive',
      enroll: w.studentA.id,
      title: 'Inativo',
    });
    const notBought = await makeCourse(w.a.id, { productStatus: 'active', title: 'Não comprado' });
    await makeCarousel(w.a.id, [owned.courseId, viaInactive.courseId, notBought.courseId], {
      title: 'Cursos',
    });

    let showcase = await getShowcase(await ctxFor(w.a, w.studentA));
    let cards = showcase.carousels.find((c) => c.title === 'Cursos')!.cards;
    expect(cards.map((c) => c.title)).toEqual(['Comprado']);

    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showBlockedContent: true } });
    showcase = await getShowcase(await ctxFor(w.a, w.studentA));
    cards = showcase.carousels.find((c) => c.title === 'Cursos')!.cards;
    expect(cards.map((c) => [c.title, c.locked])).toEqual([
      ['Comprado', false],
      ['Inativo', true],
      ['Não comprado', true],
    ]);
    expect(cards[0]!.href).toBe(`/curso/${w.a.id}/${owned.courseId}`);

    // Editors see everything unlocked.
    const asAdmin = await getShowcase(await ctxFor(w.a, w.adminA));
    expect(asAdmin.carousels.find((c) => c.title === 'Cursos')!.cards.every((c) => !c.locked)).toBe(true);
  });

  it('Continuar assistindo from the student’s progress, Em alta from the tenant’s views, switches respected', async () => {
    const w = await createWorld();
    const c = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    await prisma.lessonProgress.create({
      data: { tenantId: w.a.id, userId: w.studentA.id, lessonId: c.lessonIds[1]!, percent: 40 },
    });
    await prisma.lessonProgress.create({
      data: {
        tenantId: w.a.id,
        userId: w.adminA.id,
        lessonId: c.lessonIds[1]!,
        percent: 100,
        completedAt: new Date(),
      },
    });
    await rebuildLessonActivity(prisma, w.a.id); // rows written directly, not through saveProgress
    const s = await getShowcase(await ctxFor(w.a, w.studentA));
    const cont = s.carousels.find((x) => x.id === 'system-5')!;
    expect(cont.cards).toMatchObject([
      { id: c.lessonIds[1], progress: 40, href: `/curso/${w.a.id}/aula-dois/${c.lessonIds[1]}` },
    ]);
    expect(s.carousels.find((x) => x.id === 'system-6')!.cards[0]!.id).toBe(c.lessonIds[1]);
    // Another tenant's student sees none of it.
    const other = await getShowcase(await ctxFor(w.b, w.studentB));
    expect(other.carousels).toEqual([]);

    await prisma.platformSettings.update({
      where: { tenantId: w.a.id },
      data: { showCarrouselContinueClass: false, showCarrouselHighlight: false },
    });
    const off = await getShowcase(await ctxFor(w.a, w.studentA));
    expect(off.carousels.map((x) => x.id)).toEqual([]);
  });

  it('unpublished carousels never reach students', async () => {
    const w = await createWorld();
    const c = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    await makeCarousel(w.a.id, [c.courseId], { title: 'Rascunho', published: false });
    const s = await getShowcase(await ctxFor(w.a, w.studentA));
    expect(s.carousels.find((x) => x.title === 'Rascunho')).toBeUndefined();
  });

  it('Minha lista: a member adds and removes a lesson; another tenant’s lesson is a 404', async () => {
    const w = await createWorld();
    const c = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id });
    const foreign = await makeCourse(w.b.id);
    const { POST } = await import('@/app/api/auth/home/updateMyList/route');
    const send = (id: string, action: 'add' | 'remove') =>
      call(POST, 'POST', '/api/auth/home/updateMyList', {
        host: w.a.host,
        cookie: w.studentA.cookie,
        body: { kind: 'lesson', id, action },
      });
    expect((await send(c.lessonIds[0]!, 'add')).status).toBe(200);
    expect((await send(c.lessonIds[0]!, 'add')).status).toBe(200); // twice is still one entry
    let s = await getShowcase(await ctxFor(w.a, w.studentA));
    const list = s.carousels.find((x) => x.id === 'system-7')!;
    expect(list.cards.map((x) => [x.id, x.in_list])).toEqual([[c.lessonIds[0], true]]);
    expect((await send(foreign.lessonIds[0]!, 'add')).status).toBe(404);
    expect((await send(c.lessonIds[0]!, 'remove')).status).toBe(200);
    s = await getShowcase(await ctxFor(w.a, w.studentA));
    expect(s.carousels.find((x) => x.id === 'system-7')).toBeUndefined();
    // The switch off hides the list.
    await send(c.lessonIds[1]!, 'add');
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { mylistStatus: false } });
    s = await getShowcase(await ctxFor(w.a, w.studentA));
    expect(s.carousels.find((x) => x.id === 'system-7')).toBeUndefined();
  });
});
