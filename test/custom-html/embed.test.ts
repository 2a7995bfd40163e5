import { beforeAll, describe, expect, it } from 'vitest';
import { GET as embed } from '@/app/api/embed/custom-html/[id]/route';
import { POST as preview } from '@/app/api/embed/custom-html/preview/route';
import { applyMergeTags, embedCsp } from '@/lib/custom-html/embed';
import { prisma } from '@/lib/server/db';
import { createTenant, createUser, createWorld } from '../support/factories';
import { call } from '../support/http';
import { makeBlock, makeCommunity, makeCourseTree } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

// The embed document of a custom HTML block: its CSP, merge tags and who may load it (split from custom-html.test.ts).

describe('the embed document', () => {
  it('is sandboxed by its own CSP, framable only by our pages, never cached', async () => {
    const b = await makeBlock(w.a.id, { html: '<script>document.body.append("ok")</script>' });
    const res = await call(embed, 'GET', `/api/embed/custom-html/${b.id}`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { id: b.id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(embedCsp([]));
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(csp).not.toMatch(/allow-same-origin|allow-popups|allow-top-navigation/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.cookies).toEqual([]);
    expect(res.body).toContain('<script>document.body.append("ok")</script>');
    expect(res.body).toContain('parent.postMessage(h');
    // another tenant's member cannot load it
    const cross = await call(embed, 'GET', `/api/embed/custom-html/${b.id}`, {
      host: w.b.host,
      cookie: w.studentB.cookie,
      params: { id: b.id },
    });
    expect(cross.status).toBe(404);
  });

  it('replaces merge tags with the HTML-escaped values of the viewing member', async () => {
    const t = await createTenant('Escola <b>&</b>');
    const evil = await createUser(t, 'student', '<img src=x onerror=alert(1)>');
    const b = await makeBlock(t.id, { html: '<p>Oi {{nome}} ({{ email }}) em {{plataforma}} {{outro}}</p>' });
    const res = await call(embed, 'GET', `/api/embed/custom-html/${b.id}`, {
      host: t.host,
      cookie: evil.cookie,
      params: { id: b.id },
    });
    expect(res.body).toContain('<p>Oi &lt;img src=x onerror=alert(1)&gt; (');
    expect(res.body).toContain(`(${evil.email}) em Escola &lt;b&gt;&amp;&lt;/b&gt; {{outro}}</p>`);
    expect(res.body).not.toContain('<img src=x');
    expect(applyMergeTags('{{nome}}', { nome: `"'\``, email: '', plataforma: '' })).toBe('&quot;&#39;&#96;');
  });

  it('{{plataforma}} is the SEO platform name when one is set (the name of every <title>)', async () => {
    const t = await createTenant('Escola Razão Social');
    const member = await createUser(t, 'student');
    const b = await makeBlock(t.id, { html: '<p>{{plataforma}}</p>' });
    const get = () =>
      call(embed, 'GET', `/api/embed/custom-html/${b.id}`, {
        host: t.host,
        cookie: member.cookie,
        params: { id: b.id },
      });
    expect((await get()).body).toContain('<p>Escola Razão Social</p>');
    await prisma.platformSettings.upsert({
      where: { tenantId: t.id },
      create: { tenantId: t.id, seoName: 'Academia <Luz>' },
      update: { seoName: 'Academia <Luz>' },
    });
    expect((await get()).body).toContain('<p>Academia &lt;Luz&gt;</p>');
  });

  it('serves a block only to members who may see the page it targets (else 404, as a missing block)', async () => {
    const t = await createTenant();
    const member = await createUser(t, 'student');
    const admin = await createUser(t, 'admin');
    const tree = await makeCourseTree(t.id);
    const lesson = tree.modules[0]!.lessons[0]!;
    const product = await prisma.product.create({ data: { tenantId: t.id, title: 'Plano' } });
    await prisma.productCourse.create({
      data: { tenantId: t.id, productId: product.id, courseId: tree.course.id },
    });
    const open = await makeCommunity(t.id);
    const vip = await prisma.community.create({
      data: {
        tenantId: t.id,
        title: 'VIP',
        isPrivate: true,
        order: open.order + 1, // orders are unique per list (decision 132)
        products: { create: { tenantId: t.id, productId: product.id } },
      },
    });
    const blocks = {
      lesson: await makeBlock(t.id, {
        page: 'lesson',
        courseId: tree.course.id,
        moduleId: tree.modules[0]!.id,
        lessonId: lesson.id,
      }),
      module: await makeBlock(t.id, {
        page: 'module',
        courseId: tree.course.id,
        moduleId: tree.modules[1]!.id,
      }),
      course: await makeBlock(t.id, { page: 'course', courseId: tree.course.id }),
      everyLesson: await makeBlock(t.id, { page: 'lesson' }),
      openCommunity: await makeBlock(t.id, { page: 'community', communityId: open.id }),
      vipCommunity: await makeBlock(t.id, { page: 'community', communityId: vip.id }),
      home: await makeBlock(t.id, { page: 'homepage' }),
    };
    const status = async (cookie: string, id: string) =>
      (await call(embed, 'GET', `/api/embed/custom-html/${id}`, { host: t.host, cookie, params: { id } }))
        .status;
    const statuses = async (cookie: string) =>
      Object.fromEntries(
        await Promise.all(Object.entries(blocks).map(async ([k, b]) => [k, await status(cookie, b.id)])),
      );

    // not enrolled: the course's blocks and the private community's are out of reach
    expect(await statuses(member.cookie)).toEqual({
      lesson: 404,
      module: 404,
      course: 404,
      everyLesson: 200,
      openCommunity: 200,
      vipCommunity: 404,
      home: 200,
    });
    // editors see every block (they build them)
    expect(Object.values(await statuses(admin.cookie)).every((s) => s === 200)).toBe(true);
    // enrolled in the product: all open
    await prisma.enrollment.create({ data: { tenantId: t.id, userId: member.id, productId: product.id } });
    expect(Object.values(await statuses(member.cookie)).every((s) => s === 200)).toBe(true);
    // an unpublished course hides its blocks again, as its pages
    await prisma.course.update({ where: { id: tree.course.id }, data: { published: false } });
    expect(await status(member.cookie, blocks.lesson.id)).toBe(404);
    expect(await status(member.cookie, blocks.course.id)).toBe(404);
  });

  it('previews unsaved HTML through the same document, for editors only', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams({ html: '<b>{{nome}}</b>' }).toString();
    const ok = await call(preview, 'POST', '/api/embed/custom-html/preview', { ...asAdmin(), headers, body });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('<b>Pessoa Teste</b>');
    expect(ok.headers.get('content-security-policy')).toBe(embedCsp([]));
    const student = await call(preview, 'POST', '/api/embed/custom-html/preview', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      headers,
      body,
    });
    expect(student.status).toBe(403);
  });
});
