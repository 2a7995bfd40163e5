import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createLesson } from '@/app/api/auth/studio/modules/[id]/lessons/route';
import { PATCH as patchLesson } from '@/app/api/auth/studio/lessons/[id]/route';
import { POST as addAttachment } from '@/app/api/auth/studio/lessons/[id]/attachments/route';
import { loadCoursePage, loadLessonPage, loadModulePage } from '@/lib/course/content';
import { prisma } from '@/lib/server/db';
import { releaseState } from '@/lib/studio/release';
import { createUser, createWorld } from '../support/factories';
import { createCourse, enroll } from '../course/world';
import { ctxOf, studioCall } from './support';

// Release rules and drafts on the student reads (issue 46), with a controlled clock.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;
const lessonIn = async (moduleId: string, body: Record<string, unknown>) => {
  const r = await studioCall(
    createLesson,
    'POST',
    `/api/auth/studio/modules/${moduleId}/lessons`,
    w.a,
    w.adminA,
    {
      title: 'Aula liberada depois',
      media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      body: '<p>Segredo da aula</p>',
      published: true,
      ...body,
    },
  );
  expect(r.status).toBe(201);
  return r.body.data as { id: string; media_type: string };
};

describe('release computation', () => {
  it('opens immediately, at a date, or N days after the earliest enrolment', () => {
    const now = Date.UTC(2026, 0, 10);
    const enrolled = new Date(now - 3 * DAY);
    expect(
      releaseState({ releaseMode: 'immediate', releaseDays: null, releaseAt: null }, null, now).locked,
    ).toBe(false);
    const days = releaseState(
      { releaseMode: 'after_enrollment', releaseDays: 7, releaseAt: null },
      enrolled,
      now,
    );
    expect(days).toEqual({ locked: true, at: new Date(enrolled.getTime() + 7 * DAY) });
    expect(
      releaseState({ releaseMode: 'after_enrollment', releaseDays: 2, releaseAt: null }, enrolled, now)
        .locked,
    ).toBe(false);
    expect(
      releaseState({ releaseMode: 'after_enrollment', releaseDays: 2, releaseAt: null }, null, now),
    ).toEqual({
      locked: true,
      at: null,
    });
    const at = new Date(now + DAY);
    expect(releaseState({ releaseMode: 'at_date', releaseDays: null, releaseAt: at }, null, now)).toEqual({
      locked: true,
      at,
    });
    expect(
      releaseState({ releaseMode: 'at_date', releaseDays: null, releaseAt: at }, null, at.getTime()).locked,
    ).toBe(false);
  });
});

describe('release on the lesson page', () => {
  it('sends no media, body or files before the date, and all of them after', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    const l = await lessonIn(c.modules[0]!, {
      release: { mode: 'at_date', at: new Date(Date.now() + 7 * DAY).toISOString() },
    });
    expect(l.media_type).toBe('embed');
    const file = await studioCall(
      addAttachment,
      'POST',
      `/api/auth/studio/lessons/${l.id}/attachments`,
      w.a,
      w.adminA,
      {
        name: 'apostila.pdf',
        url: '/api/files/apostila.pdf',
        size_bytes: 1024,
      },
    );
    expect(file.status).toBe(201);

    const locked = await loadLessonPage(await ctxOf(w.a, s), l.id);
    if (locked.access !== 'open') throw new Error('expected open');
    expect(locked.lesson.release.locked).toBe(true);
    expect(locked.lesson.release.at).not.toBeNull();
    expect(locked.lesson.mediaUrl).toBeNull();
    expect(locked.lesson.body).toBe('');
    expect(locked.lesson.attachments).toEqual([]);
    expect(JSON.stringify(locked)).not.toMatch(/Segredo|youtube|apostila/);
    const listed = await loadModulePage(await ctxOf(w.a, s), c.modules[0]!);
    if (listed.access !== 'open') throw new Error('expected open');
    expect(listed.lessons.find((x) => x.id === l.id)?.release.locked).toBe(true);

    // the editor always sees the content
    const editor = await loadLessonPage(await ctxOf(w.a, w.adminA), l.id);
    if (editor.access !== 'open') throw new Error('expected open');
    expect(editor.lesson.body).toContain('Segredo');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY);
    const open = await loadLessonPage(await ctxOf(w.a, s), l.id);
    if (open.access !== 'open') throw new Error('expected open');
    expect(open.lesson.release.locked).toBe(false);
    expect(open.lesson.body).toContain('Segredo');
    expect(open.lesson.mediaUrl).toContain('youtube');
    expect(open.lesson.attachments.map((a) => a.name)).toEqual(['apostila.pdf']);
  });

  it('counts N days from the earliest enrolment among the member products granting the course', async () => {
    const c = await createCourse(w.a);
    const other = await prisma.product.create({ data: { tenantId: w.a.id, title: 'Outro plano' } });
    await prisma.productCourse.create({
      data: { tenantId: w.a.id, productId: other.id, courseId: c.course },
    });
    const s = await createUser(w.a, 'student');
    const now = Date.now();
    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: s.id, productId: c.product, createdAt: new Date(now - 2 * DAY) },
    });
    await prisma.enrollment.create({
      data: { tenantId: w.a.id, userId: s.id, productId: other.id, createdAt: new Date(now - 6 * DAY) },
    });
    const l = await lessonIn(c.modules[0]!, { release: { mode: 'after_enrollment', days: 7 } });
    const page = await loadLessonPage(await ctxOf(w.a, s), l.id);
    if (page.access !== 'open') throw new Error('expected open');
    expect(page.lesson.release.locked).toBe(true);
    // the earliest enrolment (6 days ago) + 7 days: tomorrow, not in 5 days
    expect(new Date(page.lesson.release.at!).getTime()).toBe(now - 6 * DAY + 7 * DAY);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 1.5 * DAY);
    const later = await loadLessonPage(await ctxOf(w.a, s), l.id);
    if (later.access !== 'open') throw new Error('expected open');
    expect(later.lesson.release.locked).toBe(false);
  });

  it('reads a wall-clock date in the platform time zone', async () => {
    const c = await createCourse(w.a);
    const l = await lessonIn(c.modules[0]!, { release: { mode: 'at_date', at: '2031-03-10T09:30' } });
    const row = await prisma.lesson.findUniqueOrThrow({ where: { id: l.id } });
    expect(row.releaseAt?.toISOString()).toBe('2031-03-10T12:30:00.000Z'); // America/Sao_Paulo, UTC-3
    const bad = await studioCall(patchLesson, 'PATCH', `/api/auth/studio/lessons/${l.id}`, w.a, w.adminA, {
      release: { mode: 'at_date', at: 'amanhã' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('drafts and deleted rows on member reads', () => {
  it('hides draft and deleted lessons and modules from members, not from editors', async () => {
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    const draft = await lessonIn(c.modules[0]!, { title: 'Rascunho', published: false });
    await prisma.module.update({ where: { id: c.modules[1]! }, data: { published: false } });
    await prisma.lesson.update({ where: { id: c.lessons[1]! }, data: { deletedAt: new Date(), order: -1 } });

    const member = await ctxOf(w.a, s);
    const course = await loadCoursePage(member, c.course);
    if (course.access !== 'open') throw new Error('expected open');
    expect(course.modules.map((m) => m.id)).toEqual([c.modules[0]]);
    expect(course.lessonCount).toBe(1);
    await expect(loadLessonPage(member, draft.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(loadLessonPage(member, c.lessons[1]!)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(loadModulePage(member, c.modules[1]!)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const editor = await ctxOf(w.a, w.adminA);
    const mod = await loadModulePage(editor, c.modules[0]!);
    if (mod.access !== 'open') throw new Error('expected open');
    expect(mod.lessons.map((l) => l.id)).toContain(draft.id);
    expect(mod.lessons.map((l) => l.id)).not.toContain(c.lessons[1]);
  });
});

describe('drafts in search, Continuar assistindo and Minha lista', () => {
  it('leaves a draft or deleted lesson out of every member list, not out of the editor search', async () => {
    const { search } = await import('@/lib/search/service');
    const { readMemberShowcase } = await import('@/lib/showcase/member-read');
    const c = await createCourse(w.a);
    const s = await createUser(w.a, 'student');
    await enroll(w.a, s.id, c.product);
    const draft = await lessonIn(c.modules[0]!, { title: 'Zebra rascunho', published: false });
    const gone = await lessonIn(c.modules[0]!, { title: 'Zebra apagada', published: true });
    for (const id of [draft.id, gone.id, c.lessons[0]!]) {
      await prisma.lessonProgress.create({
        data: { tenantId: w.a.id, userId: s.id, lessonId: id, percent: 40 },
      });
      await prisma.myListItem.create({ data: { tenantId: w.a.id, userId: s.id, lessonId: id } });
    }
    await prisma.lesson.update({ where: { id: gone.id }, data: { deletedAt: new Date(), order: -5 } });

    const member = await ctxOf(w.a, s);
    const found = await search(member, { term: 'Zebra', page: 1, limit: 10 } as never);
    expect(found.lesson.items).toHaveLength(0);
    const mine = await readMemberShowcase(member, { progress: true, myList: true });
    expect(mine.progress.map((p) => p.id)).toEqual([c.lessons[0]]);
    const visibleList = mine.myList.filter((r) => r.published).map((r) => r.id);
    expect(visibleList).toEqual([c.lessons[0]]);

    const editor = await search(await ctxOf(w.a, w.adminA), { term: 'Zebra', page: 1, limit: 10 } as never);
    expect(editor.lesson.items.map((i) => i.title)).toEqual(['Zebra rascunho']);
  });
});
