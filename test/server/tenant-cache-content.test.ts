import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityAccess } from '@/lib/communities/feed/access';
import { loadCoursePage, loadLessonPage, loadModulePage } from '@/lib/course/content';
import { marqueeForCourse } from '@/lib/course/marquee';
import { viewerProducts } from '@/lib/products/viewer';
import { quizzesForLesson } from '@/lib/quizzes/student';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { invalidateTenantCache } from '@/lib/server/tenant-cache';
import { getShowcase } from '@/lib/showcase/home';
import { SYSTEM_CAROUSELS, systemCarouselId } from '@/lib/showcase/schemas';
import { createCourse, enroll } from '../course/world';
import { makeCarousel, makeCourse } from '../showcase/fixtures';
import { makeRequest } from '../support/http';
import { counted } from '../support/query-count';
import { useTenantCache } from '../support/tenant-cache';
import { nextCommunityOrder } from '../support/orders';
import { createUser, createWorld, type TestTenant, type TestUser } from '../support/factories';

// Decisions 383-384: the tenant's course content a student page shows (a lesson and its course's outline, the
// rows behind the custom carousels' cards) and a community's row are cached per tenant like the shell (decision 215); access,
// progress and locks stay per member, and an editor's save (which bumps the tenant's version) is seen
// on the next read.

type World = Awaited<ReturnType<typeof createWorld>>;
const ctxFor = (t: TestTenant, u: TestUser, path = '/') =>
  buildContext(makeRequest('GET', path, { host: t.host, cookie: u.cookie }));

describe('per-tenant cache of the content of the lesson page and the showcase cards', () => {
  let w: World;
  /** A course of tenant A, two enrolled students (the first completed lesson `done`) and a third who is not. */
  async function courseWithTwoMembers(done: number) {
    const c = await createCourse(w.a);
    const [one, two, third] = [
      await createUser(w.a, 'student'),
      await createUser(w.a, 'student'),
      await createUser(w.a, 'student'),
    ];
    await enroll(w.a, one.id, c.product);
    await enroll(w.a, two.id, c.product);
    await prisma.lessonProgress.create({
      data: {
        tenantId: w.a.id,
        userId: one.id,
        lessonId: c.lessons[done]!,
        percent: 100,
        completedAt: new Date(),
      },
    });
    return { c, one, two, third };
  }
  useTenantCache();
  beforeAll(async () => {
    w = await createWorld();
  });

  it('a lesson and its outline are read once for every member; progress and access stay theirs', async () => {
    const { c, one, two, third: outsider } = await courseWithTwoMembers(1);
    const first = await counted(async () => loadLessonPage(await ctxFor(w.a, one), c.lessons[1]!));
    const second = await counted(async () => loadLessonPage(await ctxFor(w.a, two), c.lessons[1]!));
    if (first.value.access !== 'open' || second.value.access !== 'open') throw new Error('locked');
    expect(second.queries).toBeLessThanOrEqual(first.queries - 2); // the lesson and the outline at least
    expect(second.value.lesson).toEqual(first.value.lesson);
    expect(first.value.progress.completed).toBe(true);
    expect(second.value.progress.completed).toBe(false);
    expect(second.value.moduleLessons.map((l) => l.completed)).toEqual([false, false]);
    // the cache opens nothing: a member without the product is still locked out, another tenant gets 404
    expect(await loadLessonPage(await ctxFor(w.a, outsider), c.lessons[1]!)).toEqual({ access: 'locked' });
    await expect(loadLessonPage(await ctxFor(w.b, w.adminB), c.lessons[1]!)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the lesson page’s access: the course’s products are cached, the member’s own are read per request (decision 391)', async () => {
    const c = await createCourse(w.a);
    const late = await createUser(w.a, 'student');
    const open = async () => (await loadLessonPage(await ctxFor(w.a, late), c.lessons[0]!)).access;
    expect(await open()).toBe('locked');
    await enroll(w.a, late.id, c.product); // no editor save: seen at once
    expect(await open()).toBe('open');
    // a product switched off by an editor's save locks the lesson on the next read
    await prisma.product.update({ where: { id: c.product }, data: { status: 'inactive' } });
    invalidateTenantCache(w.a.id);
    expect(await open()).toBe('locked');
    // an unknown id is not kept: a lesson created later under it is found
    const later = randomUUID();
    await expect(loadLessonPage(await ctxFor(w.a, w.adminA), later)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await prisma.lesson.create({
      data: { id: later, tenantId: w.a.id, moduleId: c.modules[0]!, title: 'Nova', slug: 'nova', order: 3 },
    });
    expect((await loadLessonPage(await ctxFor(w.a, w.adminA), later)).access).toBe('open');
  });

  it('the course and module pages: content read once for every member, access and progress their own (decision 407)', async () => {
    const { c, one, two, third: late } = await courseWithTwoMembers(0);
    const course = (u: TestUser) => async () => loadCoursePage(await ctxFor(w.a, u), c.course);
    const mod = (u: TestUser) => async () => loadModulePage(await ctxFor(w.a, u), c.modules[0]!);
    // (the contexts are built outside the count: the host and the session are read there)
    const [ctxOne, ctxTwo] = [await ctxFor(w.a, one), await ctxFor(w.a, two)];
    const first = await counted(() => loadCoursePage(ctxOne, c.course));
    const second = await counted(() => loadCoursePage(ctxTwo, c.course));
    if (first.value.access !== 'open' || second.value.access !== 'open') throw new Error('locked');
    // the second member reads only their products, their completed lessons and their enrolment dates
    // (the release rules, issue 46; in parallel, the last may be counted after the page returned)
    expect(second.queries).toBeGreaterThanOrEqual(2);
    expect(second.queries).toBeLessThanOrEqual(3);
    expect(first.queries).toBeGreaterThan(second.queries);
    expect(second.value.course).toEqual(first.value.course);
    expect(first.value.modules.map((m) => m.completedCount)).toEqual([1, 0]);
    expect(second.value.modules.map((m) => m.completedCount)).toEqual([0, 0]);
    expect(first.value.firstLesson?.id).toBe(c.lessons[1]);
    const firstModule = await counted(() => loadModulePage(ctxOne, c.modules[0]!));
    const secondModule = await counted(() => loadModulePage(ctxTwo, c.modules[0]!));
    if (firstModule.value.access !== 'open' || secondModule.value.access !== 'open')
      throw new Error('locked');
    expect(secondModule.queries).toBeGreaterThanOrEqual(2);
    expect(secondModule.queries).toBeLessThanOrEqual(3);
    expect(firstModule.value.lessons.map((l) => l.completed)).toEqual([true, false]);
    expect(secondModule.value.lessons.map((l) => l.completed)).toEqual([false, false]);

    // the cache opens nothing: a member without the product is locked out until enrolled (seen at once)
    expect(await course(late)()).toEqual({ access: 'locked' });
    expect(await mod(late)()).toEqual({ access: 'locked' });
    await enroll(w.a, late.id, c.product);
    expect((await course(late)()).access).toBe('open');
    // an editor's save switching the product off, or unpublishing the course, is seen on the next read
    await prisma.product.update({ where: { id: c.product }, data: { status: 'inactive' } });
    invalidateTenantCache(w.a.id);
    expect(await course(one)()).toEqual({ access: 'locked' });
    await prisma.course.update({ where: { id: c.course }, data: { published: false } });
    invalidateTenantCache(w.a.id);
    await expect(course(one)()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(mod(one)()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await loadCoursePage(await ctxFor(w.a, w.adminA), c.course)).access).toBe('open');
    // another tenant's ids are not found, cached or not
    await expect(loadCoursePage(await ctxFor(w.b, w.adminB), c.course)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(loadModulePage(await ctxFor(w.b, w.adminB), c.modules[0]!)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // a title changed by an editor shows after the save
    await prisma.course.update({ where: { id: c.course }, data: { published: true } });
    await prisma.product.update({ where: { id: c.product }, data: { status: 'active' } });
    invalidateTenantCache(w.a.id);
    expect((await course(one)()).access).toBe('open');
    await prisma.course.update({ where: { id: c.course }, data: { title: 'Curso novo' } });
    const cached = await course(one)();
    if (cached.access !== 'open') throw new Error('locked');
    expect(cached.course.title).toBe('Curso Teste');
    invalidateTenantCache(w.a.id);
    const fresh = await course(one)();
    if (fresh.access !== 'open') throw new Error('locked');
    expect(fresh.course.title).toBe('Curso novo');
  });

  it('a change is seen once the tenant version moves (an editor save), not before', async () => {
    const c = await createCourse(w.a);
    await enroll(w.a, w.studentA.id, c.product);
    const title = async () => {
      const page = await loadLessonPage(await ctxFor(w.a, w.studentA), c.lessons[0]!);
      if (page.access !== 'open') throw new Error('locked');
      return [page.lesson.title, page.moduleLessons.map((l) => l.title)];
    };
    expect(await title()).toEqual(['Aula 1.1', ['Aula 1.1', 'Aula 1.2']]);
    await prisma.lesson.update({ where: { id: c.lessons[0] }, data: { title: 'Aula nova' } });
    expect(await title()).toEqual(['Aula 1.1', ['Aula 1.1', 'Aula 1.2']]);
    invalidateTenantCache(w.a.id);
    expect(await title()).toEqual(['Aula nova', ['Aula nova', 'Aula 1.2']]);
  });

  it("the carousels' card rows are shared, each member's locks are their own, editors read afresh", async () => {
    await prisma.platformSettings.update({ where: { tenantId: w.a.id }, data: { showBlockedContent: true } });
    const bought = await makeCourse(w.a.id, { productStatus: 'active', enroll: w.studentA.id, title: 'Meu' });
    const hidden = await makeCourse(w.a.id, { productStatus: 'active', title: 'Rascunho' });
    await prisma.course.update({ where: { id: hidden.courseId }, data: { published: false } });
    await makeCarousel(w.a.id, [bought.courseId, hidden.courseId], { title: 'Vitrine' });
    const other = await createUser(w.a, 'student');
    const cards = async (u: TestUser) => {
      const s = await counted(async () => getShowcase(await ctxFor(w.a, u, '/homepage')));
      const row = s.value.carousels.find((x) => x.title === 'Vitrine')!;
      return { cards: row.cards.map((x) => [x.title, x.locked]), queries: s.queries };
    };
    const first = await cards(w.studentA);
    expect(first.cards).toEqual([['Meu', false]]);
    const second = await cards(other);
    expect(second.cards).toEqual([['Meu', true]]);
    expect(second.queries).toBeLessThan(first.queries);
    // editors see the unpublished course: their read is not the students' cached one
    expect((await cards(w.adminA)).cards).toEqual([
      ['Meu', false],
      ['Rascunho', false],
    ]);
    await prisma.course.update({ where: { id: bought.courseId }, data: { title: 'Meu curso' } });
    expect((await cards(other)).cards).toEqual([['Meu', true]]); // cached until the version moves
    invalidateTenantCache(w.a.id);
    expect((await cards(other)).cards).toEqual([['Meu curso', true]]);
  });

  it('the trending lessons’ rows are shared, each member’s locks are their own, editors read afresh (decision 390)', async () => {
    await prisma.platformSettings.update({
      where: { tenantId: w.a.id },
      data: { showCarrouselHighlight: true, showBlockedContent: true },
    });
    const c = await createCourse(w.a);
    const fan = await createUser(w.a, 'student');
    await enroll(w.a, fan.id, c.product);
    const outsider = await createUser(w.a, 'student');
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    await prisma.lessonDailyActivity.create({
      data: { tenantId: w.a.id, lessonId: c.lessons[0]!, day: today, members: 50 },
    });
    const trending = async (u: TestUser) => {
      const s = await getShowcase(await ctxFor(w.a, u, '/homepage'));
      const row = s.carousels.find((x) => x.id === systemCarouselId(SYSTEM_CAROUSELS.trending));
      return row?.cards.filter((x) => x.id === c.lessons[0]).map((x) => [x.title, x.locked]);
    };
    expect(await trending(fan)).toEqual([['Aula 1.1', false]]);
    expect(await trending(outsider)).toEqual([['Aula 1.1', true]]);
    await prisma.lesson.update({ where: { id: c.lessons[0] }, data: { title: 'Aula renomeada' } });
    expect(await trending(fan)).toEqual([['Aula 1.1', false]]); // cached until the version moves
    expect(await trending(w.adminA)).toEqual([['Aula renomeada', false]]);
    invalidateTenantCache(w.a.id);
    expect(await trending(fan)).toEqual([['Aula renomeada', false]]);
  });

  it("a community's row is shared; who may open a private one is read per request; unknown ids are not kept", async () => {
    const c = await createCourse(w.a);
    const member = await createUser(w.a, 'student');
    const community = await prisma.community.create({
      data: { tenantId: w.a.id, title: 'Turma', isPrivate: true, order: await nextCommunityOrder(w.a.id) },
    });
    await prisma.communityProduct.create({
      data: { tenantId: w.a.id, communityId: community.id, productId: c.product },
    });
    const access = async () => communityAccess(await ctxFor(w.a, member), community.id);
    expect((await access()).state).toBe('blocked');
    await enroll(w.a, member.id, c.product); // no editor save: the member's product is not cached
    expect(await access()).toMatchObject({ state: 'open', community: { title: 'Turma' } });
    await prisma.community.update({ where: { id: community.id }, data: { title: 'Turma nova' } });
    expect((await access()).community.title).toBe('Turma');
    invalidateTenantCache(w.a.id);
    expect((await access()).community.title).toBe('Turma nova');
    await expect(communityAccess(await ctxFor(w.b, w.studentB), community.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const later = randomUUID();
    await expect(communityAccess(await ctxFor(w.a, member), later)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await prisma.community.create({
      data: { id: later, tenantId: w.a.id, title: 'Nova', order: await nextCommunityOrder(w.a.id) },
    });
    expect((await communityAccess(await ctxFor(w.a, member), later)).state).toBe('open');
  });
});

describe('per-tenant cache of the lesson page’s marquees and quizzes (decision 387)', () => {
  let w: World;
  useTenantCache();
  beforeAll(async () => {
    w = await createWorld();
  });

  it('each member sees their own product’s marquee and quizzes; a second read asks only for their products', async () => {
    const c = await createCourse(w.a);
    const other = await prisma.product.create({
      data: { tenantId: w.a.id, title: 'Outro', status: 'active' },
    });
    await prisma.productCourse.create({
      data: { tenantId: w.a.id, productId: other.id, courseId: c.course },
    });
    const one = await createUser(w.a, 'student', 'Ana');
    const two = await createUser(w.a, 'student', 'Bia');
    await enroll(w.a, one.id, c.product);
    await enroll(w.a, two.id, other.id);
    await prisma.marquee.create({ data: { tenantId: w.a.id, productId: c.product, text: 'Plano' } });
    await prisma.marquee.create({ data: { tenantId: w.a.id, productId: other.id, text: 'Outro' } });
    const lessonId = c.lessons[0]!;
    const quiz = (name: string) =>
      prisma.quiz.create({ data: { tenantId: w.a.id, name, lessonId }, select: { id: true } });
    const open = await quiz('Para todos');
    const tied = await quiz('Só do plano');
    await prisma.quizProduct.create({ data: { tenantId: w.a.id, quizId: tied.id, productId: c.product } });

    const seen = async (t: TestTenant, u: TestUser) => {
      const ctx = await ctxFor(t, u);
      const mine = await viewerProducts(ctx);
      return counted(async () => ({
        marquee: (await marqueeForCourse(ctx, c.course, mine))?.text ?? null,
        quizzes: (await quizzesForLesson(ctx, lessonId, mine)).map((q) => q.name),
      }));
    };
    expect((await seen(w.a, one)).value).toEqual({
      marquee: 'Plano',
      quizzes: ['Para todos', 'Só do plano'],
    });
    const second = await seen(w.a, two);
    expect(second.value).toEqual({ marquee: 'Outro', quizzes: ['Para todos'] });
    expect(second.queries).toBe(0); // both came from the tenant's cache
    // another tenant's editor shares nothing: its own (empty) reads
    expect((await seen(w.b, w.adminB)).value).toEqual({ marquee: null, quizzes: [] });

    // a quiz unpublished behind the cache's back stays until the tenant's version moves (an editor save)
    await prisma.quiz.update({ where: { id: open.id }, data: { published: false } });
    expect((await seen(w.a, two)).value.quizzes).toEqual(['Para todos']);
    invalidateTenantCache(w.a.id);
    expect((await seen(w.a, two)).value).toEqual({ marquee: 'Outro', quizzes: [] });
  });
});
