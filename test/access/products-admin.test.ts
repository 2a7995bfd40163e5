import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listGET, POST as createPOST } from '@/app/api/auth/admin/catalog/products/route';
import { PATCH } from '@/app/api/auth/admin/catalog/products/[id]/route';
import { GET as pickerGET } from '@/app/api/auth/admin/products/get/route';
import { endedAccessFor } from '@/lib/access/ended';
import { grantAccess, revokeAccess } from '@/lib/access/grants';
import { courseAccess } from '@/lib/course/access';
import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { createCourse } from '../course/world';
import { createUser, createWorld, type TestUser } from '../support/factories';
import { call, makeRequest } from '../support/http';

// The 'Produtos' panel's endpoints (issue 47): a product made here grants its courses, shows in every
// product picker at once, and an archived one grants nothing new while current access stays.

let w: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  w = await createWorld();
});

const ctxOf = (u: TestUser) => buildContext(makeRequest('GET', '/', { host: w.a.host, cookie: u.cookie }));

describe('products admin', () => {
  it('creates a product granting a course, listed in the picker and granting access', async () => {
    const { course } = await createCourse(w.a);
    const res = await call(createPOST, 'POST', '/api/auth/admin/catalog/products', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: {
        title: 'Plano Novo',
        course_ids: [course],
        sales_url: 'https://exemplo.com/novo',
        access_days: 30,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Plano Novo',
      access_days: 30,
      sales_url: 'https://exemplo.com/novo',
      archived: false,
      courses: [{ id: course }],
    });
    const id = res.body.data.id as string;
    const picker = await call(pickerGET, 'GET', '/api/auth/admin/products/get?page=1&per_page=200', {
      host: w.a.host,
      cookie: w.adminA.cookie,
    });
    expect(picker.body.map((p: { id: string }) => p.id)).toContain(id);

    const u = await createUser(w.a);
    const ctx = await buildContext(makeRequest('GET', '/', { host: w.a.host }));
    await grantAccess(ctx, { userId: u.id, productId: id, origin: 'manual' });
    expect(await courseAccess(await ctxOf(u), course)).toBe('open');
    const list = await call(listGET, 'GET', '/api/auth/admin/catalog/products', {
      host: w.a.host,
      cookie: w.adminA.cookie,
    });
    expect(list.body.data.find((p: { id: string }) => p.id === id).members).toBe(1);
  });

  it('archives: no new grants, current access stays; restores', async () => {
    const c = await createCourse(w.a);
    const u = await createUser(w.a);
    const ctx = await buildContext(makeRequest('GET', '/', { host: w.a.host }));
    await grantAccess(ctx, { userId: u.id, productId: c.product, origin: 'manual' });
    const res = await call(PATCH, 'PATCH', `/api/auth/admin/catalog/products/${c.product}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { archived: true, title: 'Plano Antigo' },
    });
    expect(res.body.data).toMatchObject({ archived: true, title: 'Plano Antigo' });
    expect(await courseAccess(await ctxOf(u), c.course)).toBe('open');
    // the pickers (communities, quizzes, lives, a new course…) no longer offer it
    const picked = async () =>
      (
        await call(pickerGET, 'GET', '/api/auth/admin/products/get?page=1&per_page=200', {
          host: w.a.host,
          cookie: w.adminA.cookie,
        })
      ).body.map((p: { id: string }) => p.id);
    expect(await picked()).not.toContain(c.product);
    const other = await createUser(w.a);
    await expect(
      grantAccess(ctx, { userId: other.id, productId: c.product, origin: 'manual' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const back = await call(PATCH, 'PATCH', `/api/auth/admin/catalog/products/${c.product}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { archived: false },
    });
    expect(back.body.data.archived).toBe(false);
    expect(await picked()).toContain(c.product);
  });

  it('refuses another school’s course and a bad link with a translated 4xx', async () => {
    const theirs = await createCourse(w.b);
    const before = await prisma.product.count({ where: { tenantId: w.a.id } });
    const res = await call(createPOST, 'POST', '/api/auth/admin/catalog/products', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { title: 'Plano', course_ids: [theirs.course] },
    });
    expect(res.status).toBe(404);
    const bad = await call(createPOST, 'POST', '/api/auth/admin/catalog/products', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { title: 'Plano', sales_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe um link válido, começando com https://.');
    expect(await prisma.product.count({ where: { tenantId: w.a.id } })).toBe(before);
  });
});

describe('the locked page of an ended product', () => {
  it('offers the sales page to a member whose access ended, not to one who never had it', async () => {
    const c = await createCourse(w.a);
    await prisma.product.update({
      where: { id: c.product },
      data: { salesUrl: 'https://exemplo.com/renovar' },
    });
    const u = await createUser(w.a);
    const never = await createUser(w.a);
    const ctx = await buildContext(makeRequest('GET', '/', { host: w.a.host }));
    await grantAccess(ctx, { userId: u.id, productId: c.product, origin: 'manual' });
    expect(await endedAccessFor(await ctxOf(u), c.course)).toBeNull();
    await revokeAccess(ctx, { userId: u.id, productId: c.product, origin: 'manual' });
    expect(await endedAccessFor(await ctxOf(u), c.course)).toEqual({
      title: 'Plano',
      salesUrl: 'https://exemplo.com/renovar',
    });
    expect(await endedAccessFor(await ctxOf(never), c.course)).toBeNull();
  });
});
