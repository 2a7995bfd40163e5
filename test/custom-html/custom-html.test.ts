import { beforeAll, describe, expect, it } from 'vitest';
import { GET as embed } from '@/app/api/embed/custom-html/[id]/route';
import {
  DELETE as remove,
  GET as getOne,
  PUT as update,
} from '@/app/api/platform/auth/custom-html/[id]/route';
import { POST as restore } from '@/app/api/platform/auth/custom-html/[id]/versions/[versionId]/restore/route';
import { GET as versions } from '@/app/api/platform/auth/custom-html/[id]/versions/route';
import { GET as filters } from '@/app/api/platform/auth/custom-html/filters/[page]/route';
import { GET as list, POST as create } from '@/app/api/platform/auth/custom-html/route';
import {
  CUSTOM_HTML_MAX_BYTES,
  CUSTOM_HTML_PAGES,
  CUSTOM_HTML_PANEL_PAGES,
  ZCustomHtmlBody,
} from '@/lib/custom-html/schemas';
import { framesFor } from '@/lib/custom-html/service';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { createTenant, createUser, createWorld } from '../support/factories';
import { call, makeRequest } from '../support/http';
import { makeBlock, makeCommunity, makeCourseTree } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const BASE = '/api/platform/auth/custom-html';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const post = (body: unknown) => call(create, 'POST', BASE, { ...asAdmin(), body });
const ctxA = () => buildContext(makeRequest('GET', '/', asAdmin()));

describe('schema (SPEC 5)', () => {
  const base = { title: 'T', html: '<p>x</p>', page: 'homepage' };
  const issues = (input: object) =>
    ZCustomHtmlBody.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('title: required (empty counts as missing), max 50', () => {
    expect(issues({ ...base, title: '' })).toEqual([['title', 'customHtml.titleRequired']]);
    expect(issues({ ...base, title: '   ' })).toEqual([['title', 'customHtml.titleRequired']]);
    expect(issues({ ...base, title: 'x'.repeat(51) })).toEqual([['title', 'customHtml.titleTooLong']]);
    expect(issues({ ...base, title: 'x'.repeat(50) })).toEqual([]);
  });
  it('html required and capped at 100 kB (UTF-8 bytes); page must be chosen', () => {
    expect(issues({ ...base, html: '' })).toEqual([['html', 'customHtml.htmlRequired']]);
    expect(issues({ ...base, html: 'é'.repeat(CUSTOM_HTML_MAX_BYTES / 2 + 1) })).toEqual([
      ['html', 'customHtml.htmlTooLarge'],
    ]);
    expect(issues({ ...base, html: 'x'.repeat(CUSTOM_HTML_MAX_BYTES) })).toEqual([]);
    expect(issues({ ...base, page: '' })).toEqual([['page', 'customHtml.pageRequired']]);
    expect(issues({ ...base, page: 'checkout' })).toEqual([['page', 'customHtml.pageRequired']]);
  });
  it("the legacy 'all' value 0 is refused; '' means all; levels nest; unused selectors are dropped", () => {
    const id = '0190a5e2-0000-7000-8000-000000000001';
    expect(issues({ ...base, page: 'course', course_id: 0 })).toEqual([
      ['course_id', 'customHtml.invalidResource'],
    ]);
    expect(issues({ ...base, page: 'course', course_id: '0' })).toEqual([
      ['course_id', 'customHtml.invalidResource'],
    ]);
    expect(ZCustomHtmlBody.parse({ ...base, page: 'course', course_id: '' }).course_id).toBeNull();
    expect(issues({ ...base, page: 'lesson', lesson_id: id })).toEqual([
      ['lesson_id', 'customHtml.moduleFirst'],
    ]);
    expect(issues({ ...base, page: 'module', module_id: id })).toEqual([
      ['module_id', 'customHtml.courseFirst'],
    ]);
    expect(ZCustomHtmlBody.parse({ ...base, page: 'homepage', course_id: id }).course_id).toBeNull();
  });
});

describe('create, update, list, delete', () => {
  it('creates with the verbatim-translated errors and no row on bad input', async () => {
    const t = await createTenant();
    const admin = await createUser(t, 'admin');
    const as = { host: t.host, cookie: admin.cookie };
    const bad = await call(create, 'POST', BASE, {
      ...as,
      body: { title: '', html: '<p/>', page: 'homepage' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O título é obrigatório');
    const big = await call(create, 'POST', BASE, {
      ...as,
      body: { title: 'Grande', html: 'x'.repeat(CUSTOM_HTML_MAX_BYTES + 1), page: 'homepage' },
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('O HTML personalizado não pode ter mais de 100 kB');
    expect(await prisma.customHtml.count({ where: { tenantId: t.id } })).toBe(0);
    const ok = await call(create, 'POST', BASE, {
      ...as,
      body: { title: 'Um', html: '<p>1</p>', page: 'search' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ title: 'Um', page: 'search', html: '<p>1</p>', course_id: null });
  });

  it("refuses another tenant's course, a module outside its course and a lesson outside its module", async () => {
    const mine = await makeCourseTree(w.a.id);
    const theirs = await makeCourseTree(w.b.id);
    const before = await prisma.customHtml.count({ where: { tenantId: w.a.id } });
    const cross = await post({ title: 'X', html: '<p/>', page: 'course', course_id: theirs.course.id });
    expect(cross.status).toBe(422);
    expect(cross.body.fields.course_id).toBeTruthy();
    const otherModule = await makeCourseTree(w.a.id);
    const wrongModule = await post({
      title: 'X',
      html: '<p/>',
      page: 'module',
      course_id: mine.course.id,
      module_id: otherModule.modules[0]!.id,
    });
    expect(wrongModule.status).toBe(422);
    const wrongLesson = await post({
      title: 'X',
      html: '<p/>',
      page: 'lesson',
      course_id: mine.course.id,
      module_id: mine.modules[0]!.id,
      lesson_id: mine.modules[1]!.lessons[0]!.id,
    });
    expect(wrongLesson.status).toBe(422);
    const theirCommunity = await makeCommunity(w.b.id);
    expect(
      (await post({ title: 'X', html: '<p/>', page: 'community', community_id: theirCommunity.id })).status,
    ).toBe(422);
    expect(await prisma.customHtml.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it('lists oldest first without the HTML; filters by page kind; soft-deletes', async () => {
    const t = await createTenant();
    const admin = await createUser(t, 'admin');
    const as = { host: t.host, cookie: admin.cookie };
    const a = await makeBlock(t.id, { title: 'A', page: 'search', html: '<i>a</i>' });
    const b = await makeBlock(t.id, { title: 'B', page: 'profile' });
    await makeBlock(t.id, { title: 'Gone', page: 'search', deletedAt: new Date() });
    const res = await call(list, 'GET', BASE, as);
    expect(res.body.data.map((x: { title: string }) => x.title)).toEqual(['A', 'B']);
    expect(res.body.data[0].html).toBeUndefined();
    const f = await call(filters, 'GET', `${BASE}/filters/search`, { ...as, params: { page: 'search' } });
    expect(f.body.data).toEqual([expect.objectContaining({ id: a.id, html: '<i>a</i>' })]);
    const bad = await call(filters, 'GET', `${BASE}/filters/checkout`, {
      ...as,
      params: { page: 'checkout' },
    });
    expect(bad.status).toBe(400);

    const del = await call(remove, 'DELETE', `${BASE}/${b.id}`, { ...as, params: { id: b.id } });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('HTML personalizado excluído com sucesso');
    expect((await prisma.customHtml.findUnique({ where: { id: b.id } }))?.deletedAt).toBeInstanceOf(Date);
    expect((await call(getOne, 'GET', `${BASE}/${b.id}`, { ...as, params: { id: b.id } })).status).toBe(404);
    expect((await call(remove, 'DELETE', `${BASE}/${b.id}`, { ...as, params: { id: b.id } })).status).toBe(
      404,
    );
    const put = await call(update, 'PUT', `${BASE}/${b.id}`, {
      ...as,
      params: { id: b.id },
      body: { title: 'Volta', html: '<p/>', page: 'profile' },
    });
    expect(put.status).toBe(404);
    const emb = await call(embed, 'GET', `/api/embed/custom-html/${b.id}`, { ...as, params: { id: b.id } });
    expect(emb.status).toBe(404);
  });
});

describe('versions', () => {
  it('keeps every save with who and when, and restores one as a new save', async () => {
    const created = await post({ title: 'V1', html: '<p>um</p>', page: 'homepage' });
    const id = created.body.data.id as string;
    const as = { ...asAdmin(), params: { id } };
    await call(update, 'PUT', `${BASE}/${id}`, {
      ...as,
      body: { title: 'V2', html: '<p>dois</p>', page: 'favorite' },
    });
    const v = await call(versions, 'GET', `${BASE}/${id}/versions`, as);
    expect(v.body.data.map((x: { title: string }) => x.title)).toEqual(['V2', 'V1']);
    expect(v.body.data[1]).toMatchObject({ html: '<p>um</p>', author_name: 'Pessoa Teste' });
    const first = v.body.data[1].id as string;
    const r = await call(restore, 'POST', `${BASE}/${id}/versions/${first}/restore`, {
      ...asAdmin(),
      params: { id, versionId: first },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ title: 'V1', html: '<p>um</p>', page: 'homepage' });
    const after = await call(versions, 'GET', `${BASE}/${id}/versions`, as);
    expect(after.body.data.map((x: { title: string }) => x.title)).toEqual(['V1', 'V2', 'V1']);
    // a version of another block cannot be restored through this one
    const other = await post({ title: 'Outro', html: '<p/>', page: 'homepage' });
    const otherVersions = await call(versions, 'GET', `${BASE}/${other.body.data.id}/versions`, {
      ...asAdmin(),
      params: { id: other.body.data.id },
    });
    const foreign = otherVersions.body.data[0].id as string;
    const mixed = await call(restore, 'POST', `${BASE}/${id}/versions/${foreign}/restore`, {
      ...asAdmin(),
      params: { id, versionId: foreign },
    });
    expect(mixed.status).toBe(404);
  });
});

describe('targeting (docs/decisions.md 101)', () => {
  it('a lesson block shows on that lesson only; course- and module-wide blocks on their lessons; all on every lesson', async () => {
    const t = await createTenant();
    const admin = await createUser(t, 'admin');
    const ctx = await buildContext(makeRequest('GET', '/', { host: t.host, cookie: admin.cookie }));
    const tree = await makeCourseTree(t.id);
    const other = await makeCourseTree(t.id);
    const [m1, m2] = tree.modules;
    const l11 = m1!.lessons[0]!;
    const l12 = m1!.lessons[1]!;
    const l21 = m2!.lessons[0]!;
    const c = tree.course.id;
    const one = await makeBlock(t.id, {
      title: 'one',
      page: 'lesson',
      courseId: c,
      moduleId: m1!.id,
      lessonId: l11.id,
    });
    const mod = await makeBlock(t.id, { title: 'mod', page: 'lesson', courseId: c, moduleId: m1!.id });
    const course = await makeBlock(t.id, { title: 'course', page: 'lesson', courseId: c });
    const all = await makeBlock(t.id, { title: 'all', page: 'lesson' });
    await makeBlock(t.id, { title: 'deleted', page: 'lesson', deletedAt: new Date() });
    await makeBlock(t.id, { title: 'module page', page: 'module', courseId: c, moduleId: m1!.id });
    const at = (l: { id: string }, mId: string, cId = c) =>
      framesFor(ctx, { page: 'lesson', courseId: cId, moduleId: mId, lessonId: l.id }).then((r) =>
        r.map((x) => x.title),
      );
    expect(await at(l11, m1!.id)).toEqual(['one', 'mod', 'course', 'all']);
    expect(await at(l12, m1!.id)).toEqual(['mod', 'course', 'all']);
    expect(await at(l21, m2!.id)).toEqual(['course', 'all']);
    expect(await at(other.modules[0]!.lessons[0]!, other.modules[0]!.id, other.course.id)).toEqual(['all']);
    expect(
      (await framesFor(ctx, { page: 'module', courseId: c, moduleId: m1!.id })).map((x) => x.title),
    ).toEqual(['module page']);
    expect(await framesFor(ctx, { page: 'module', courseId: c, moduleId: m2!.id })).toEqual([]);
    expect([one.id, mod.id, course.id, all.id]).toHaveLength(4);

    const com = await makeCommunity(t.id);
    const com2 = await makeCommunity(t.id);
    await makeBlock(t.id, { title: 'c1', page: 'community', communityId: com.id });
    await makeBlock(t.id, { title: 'every', page: 'community' });
    expect((await framesFor(ctx, { page: 'community', communityId: com.id })).map((x) => x.title)).toEqual([
      'c1',
      'every',
    ]);
    expect((await framesFor(ctx, { page: 'community', communityId: com2.id })).map((x) => x.title)).toEqual([
      'every',
    ]);
  });

  it("never shows another tenant's blocks", async () => {
    await makeBlock(w.b.id, { title: 'from B', page: 'profile' });
    const titles = (await framesFor(await ctxA(), { page: 'profile' })).map((x) => x.title);
    expect(titles).not.toContain('from B');
  });
});

describe('the panel’s page choice (issue 50)', () => {
  it('offers every page kind but product, which has no student page (ADR 0265)', () => {
    expect(CUSTOM_HTML_PANEL_PAGES).not.toContain('product');
    expect(CUSTOM_HTML_PANEL_PAGES).toEqual(CUSTOM_HTML_PAGES.filter((p) => p !== 'product'));
    expect(CUSTOM_HTML_PANEL_PAGES).toHaveLength(8);
  });
});
