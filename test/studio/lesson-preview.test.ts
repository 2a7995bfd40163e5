import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createLesson } from '@/app/api/auth/studio/modules/[id]/lessons/route';
import { GET as getLesson } from '@/app/api/auth/studio/lessons/[id]/route';
import { prisma } from '@/lib/server/db';
import { lessonPreview } from '@/lib/studio/preview';
import { createWorld } from '../support/factories';
import { createCourse } from '../course/world';
import { ctxOf, studioCall } from './support';

// 'Pré-visualizar como aluno' (issue 46, docs/adr/0411): the lesson page rendered on the server as a
// member of a chosen product who enrolled just now; editors only, the product must be the school's.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const DAY = 86_400_000;
const lessonIn = async (moduleId: string, body: Record<string, unknown>) => {
  const r = await studioCall(
    createLesson,
    'POST',
    `/api/auth/studio/modules/${moduleId}/lessons`,
    w.a,
    w.adminA,
    { title: 'Aula prévia', body: '<p>Conteúdo da prévia</p>', published: true, ...body },
  );
  expect(r.status).toBe(201);
  return r.body.data as { id: string };
};

describe('preview as a member of a product', () => {
  it('shows a lesson released N days after enrolment locked, counted from now, with no content', async () => {
    const c = await createCourse(w.a);
    const l = await lessonIn(c.modules[0]!, { release: { mode: 'after_enrollment', days: 7 } });
    const before = Date.now();
    const p = await lessonPreview(await ctxOf(w.a, w.adminA), l.id, c.product);
    expect(p?.product.id).toBe(c.product);
    if (p?.view.access !== 'open') throw new Error('expected open');
    expect(p.view.lesson.release.locked).toBe(true);
    const at = new Date(p.view.lesson.release.at!).getTime();
    expect(at).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(at).toBeLessThan(Date.now() + 7 * DAY + 1);
    expect(JSON.stringify(p.view)).not.toContain('Conteúdo da prévia');
    // no editor data in a preview
    expect(p.view.editorMediaUrl).toBeUndefined();
  });

  it('opens a released lesson, locks the course for a product without it, hides a draft', async () => {
    const c = await createCourse(w.a);
    const open = await lessonIn(c.modules[0]!, {});
    const draft = await lessonIn(c.modules[0]!, { published: false });
    const other = await prisma.product.create({ data: { tenantId: w.a.id, title: 'Sem o curso' } });
    const editor = await ctxOf(w.a, w.adminA);

    const seen = await lessonPreview(editor, open.id, c.product);
    if (seen?.view.access !== 'open') throw new Error('expected open');
    expect(seen.view.lesson.body).toContain('Conteúdo da prévia');
    expect((await lessonPreview(editor, open.id, other.id))?.view).toEqual({ access: 'locked' });
    expect((await lessonPreview(editor, draft.id, c.product))?.view).toEqual({ access: 'hidden' });
  });

  it('is for editors only and for the school’s own products', async () => {
    const c = await createCourse(w.a);
    const l = await lessonIn(c.modules[0]!, {});
    const cb = await createCourse(w.b);
    expect(await lessonPreview(await ctxOf(w.a, w.studentA), l.id, c.product)).toBeNull();
    // another school's product is not found through the tenant-scoped client
    expect(await lessonPreview(await ctxOf(w.a, w.adminA), l.id, cb.product)).toBeNull();
    expect(await lessonPreview(await ctxOf(w.a, w.adminA), l.id, 'not-a-uuid')).toBeNull();
    expect(await lessonPreview(await ctxOf(w.a, w.adminA), l.id, undefined)).toBeNull();
  });
});

describe("the editor's data", () => {
  it('says whether the duration was read from the uploaded file', async () => {
    const c = await createCourse(w.a);
    const typed = await lessonIn(c.modules[0]!, { duration_seconds: 90 });
    const asset = await prisma.videoAsset.create({
      data: {
        tenantId: w.a.id,
        key: `videos/${Math.random().toString(36).slice(2)}.mp4`,
        filename: 'aula.mp4',
        size: BigInt(1000),
        contentType: 'video/mp4',
        partSize: 8_388_608,
        status: 'ready',
        durationSeconds: 42,
      },
    });
    const fromFile = await lessonIn(c.modules[0]!, { media_url: `asset:${asset.id}` });
    const read = async (id: string) =>
      (await studioCall(getLesson, 'GET', `/api/auth/studio/lessons/${id}`, w.a, w.adminA)).body.data;
    expect(await read(typed.id)).toMatchObject({ duration_seconds: 90, duration_from_file: false });
    expect(await read(fromFile.id)).toMatchObject({ duration_from_file: true });
  });
});
