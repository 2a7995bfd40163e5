import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/config/plataforma/links/index/[tenant]/route';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';

type World = Awaited<ReturnType<typeof createWorld>>;
const path = (tenant: string) => `/api/auth/config/plataforma/links/index/${tenant}`;

describe('GET /api/auth/config/plataforma/links/index/{tenant}', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
    // Saved out of order: the answer follows `order`, not insertion.
    await prisma.navigationLink.createMany({
      data: [
        { tenantId: w.a.id, title: 'Blog', url: 'blog.example.com', order: 2 },
        { tenantId: w.a.id, title: 'Loja', url: 'loja.example.com/x', order: 1 },
        { tenantId: w.a.id, title: 'Suporte', url: 'suporte.example.com', order: 3 },
        { tenantId: w.b.id, title: 'Outro', url: 'outro.example.com', order: 1 },
      ],
    });
  });

  it('lists the tenant’s links in order for a student, in data.data', async () => {
    const res = await call(GET, 'GET', path(w.a.id), {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { tenant: w.a.id },
    });
    expect(res.status).toBe(200);
    const items = res.body.data.data as Array<Record<string, unknown>>;
    expect(items.map((l) => l.link_title)).toEqual(['Loja', 'Blog', 'Suporte']);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'link_title', 'link_url', 'order', 'tenant_id']);
      expect(item.tenant_id).toBe(w.a.id);
    }
    expect(items[0]).toMatchObject({ link_url: 'loja.example.com/x', order: 1, id: expect.any(String) });
  });

  it('answers an editor too', async () => {
    const res = await call(GET, 'GET', path(w.a.id), {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(3);
  });

  it('401s for an anonymous visitor', async () => {
    const res = await call(GET, 'GET', path(w.a.id), { host: w.a.host, params: { tenant: w.a.id } });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('404s for another tenant’s id in the path, never leaking its links', async () => {
    const res = await call(GET, 'GET', path(w.b.id), {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { tenant: w.b.id },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Outro');
  });

  it('404s for a session of another tenant used on its own host with this tenant’s id', async () => {
    const res = await call(GET, 'GET', path(w.a.id), {
      host: w.b.host,
      cookie: w.studentB.cookie,
      params: { tenant: w.a.id },
    });
    expect(res.status).toBe(404);
  });

  it('answers an empty list for a tenant without links', async () => {
    const other = await createWorld();
    const res = await call(GET, 'GET', path(other.a.id), {
      host: other.a.host,
      cookie: other.studentA.cookie,
      params: { tenant: other.a.id },
    });
    expect(res).toMatchObject({ status: 200, body: { data: { data: [] } } });
  });
});
