import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { call } from '../support/http';
import { createWorld } from '../support/factories';

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const read = async (cookie: string) =>
  call(
    (await import('@/app/api/auth/tenants/template_settings/[tenant]/route')).GET,
    'GET',
    `/api/auth/tenants/template_settings/${w.a.id}`,
    { host: w.a.host, cookie, params: { tenant: w.a.id } },
  );

const post = async (mod: Promise<{ POST: Parameters<typeof call>[0] }>, path: string, body: unknown) =>
  call((await mod).POST, 'POST', path, { host: w.a.host, cookie: w.adminA.cookie, body });

const setComment = (comment: unknown) =>
  post(
    import('@/app/api/auth/comunidade/comentarios/activeComment/route'),
    '/api/auth/comunidade/comentarios/activeComment',
    { comment, tenant_id: w.a.id },
  );
const setTemplate = (theme_classes: unknown) =>
  post(
    import('@/app/api/auth/tenants/template_settings/update/route'),
    '/api/auth/tenants/template_settings/update',
    { theme_classes, tenant_id: w.a.id },
  );

describe('lesson template and comments', () => {
  it('defaults: comments on, template 1; students may read', async () => {
    const res = await read(w.studentA.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 1, comment: 1, theme_classes: 1 });
  });

  it('turns comments off and on (0/1, also "0"/"1" and booleans)', async () => {
    let res = await setComment(0);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { comment: 0 }, message: 'Configuração de comentários atualizada' });
    expect((await read(w.adminA.cookie)).body.data).toBe(0);
    res = await setComment('1');
    expect(res.body.data.comment).toBe(1);
    res = await setComment(false);
    expect(res.body.data.comment).toBe(0);
    res = await setComment(true);
    expect((await read(w.adminA.cookie)).body).toMatchObject({ data: 1, comment: 1 });
  });

  it('changes the template among 1, 2 and 3 and refuses anything else', async () => {
    for (const v of [3, '2']) {
      const res = await setTemplate(v);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Template alterado com sucesso');
    }
    expect((await read(w.adminA.cookie)).body.theme_classes).toBe(2);
    for (const bad of [0, 4, 'lista', null]) {
      const res = await setTemplate(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Escolha um template válido (1, 2 ou 3)');
    }
    const row = await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: w.a.id } });
    expect(row.themeClasses).toBe(2);
  });

  it('students get 403 on both changes; another tenant id gets 404', async () => {
    const h = (await import('@/app/api/auth/comunidade/comentarios/activeComment/route')).POST;
    const asStudent = await call(h, 'POST', '/api/auth/comunidade/comentarios/activeComment', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { comment: 0, tenant_id: w.a.id },
    });
    expect(asStudent.status).toBe(403);
    const u = (await import('@/app/api/auth/tenants/template_settings/update/route')).POST;
    const asStudent2 = await call(u, 'POST', '/api/auth/tenants/template_settings/update', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { theme_classes: 3, tenant_id: w.a.id },
    });
    expect(asStudent2.status).toBe(403);
    const wrongTenant = await call(u, 'POST', '/api/auth/tenants/template_settings/update', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { theme_classes: 3, tenant_id: w.b.id },
    });
    expect(wrongTenant.status).toBe(404);
  });
});
