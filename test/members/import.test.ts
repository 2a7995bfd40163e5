import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as importsGET, POST as importPOST } from '@/app/api/auth/members/imports/route';
import { GET as importGET } from '@/app/api/auth/members/imports/[id]/route';
import { GET as reportGET } from '@/app/api/auth/members/imports/[id]/report/route';
import { runImport } from '@/lib/members/import';
import { prisma } from '@/lib/server/db';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call } from '../support/http';
import { counted } from '../support/query-count';

// The members CSV import (issue 47, ADR 0462): the request stores the file and queues the job; the test
// runs the queued job's real handler, as the worker would.
const queued = vi.hoisted(() => [] as { name: string; data: any }[]);
vi.mock('@/lib/server/jobs', () => ({
  enqueue: async (name: string, data: unknown) => {
    queued.push({ name, data });
    return 'job';
  },
}));

let t: TestTenant;
let other: TestTenant;
let admin: TestUser;
let otherAdmin: TestUser;
let ouro: { id: string };
beforeAll(async () => {
  t = await createTenant('Escola Importação');
  other = await createTenant('Outra Importação');
  admin = await createUser(t, 'admin');
  otherAdmin = await createUser(other, 'admin');
  ouro = await prisma.product.create({ data: { tenantId: t.id, title: 'Plano Ouro', accessDays: 30 } });
  await prisma.product.create({ data: { tenantId: t.id, title: 'Arquivado', archivedAt: new Date() } });
});
beforeEach(() => {
  queued.length = 0;
});

function form(text: string, invite = false) {
  const f = new FormData();
  f.set('file', new File([text], 'alunos.csv', { type: 'text/csv' }));
  f.set('invite', String(invite));
  return f;
}

/** Uploads a file and works its queued job to the end; the import's final state. */
async function importFile(text: string, opts: { invite?: boolean; tenant?: TestTenant; as?: TestUser } = {}) {
  const tenant = opts.tenant ?? t;
  const res = await call(importPOST, 'POST', '/api/auth/members/imports', {
    host: tenant.host,
    cookie: (opts.as ?? admin).cookie,
    form: form(text, opts.invite),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.data.status).toBe('queued');
  const job = queued.find((q) => q.name === 'members-import')!;
  expect(job.data).toMatchObject({ importId: res.body.data.id, tenantId: tenant.id });
  queued.length = 0;
  await runImport(job.data);
  const done = await call(importGET, 'GET', `/api/auth/members/imports/${res.body.data.id}`, {
    host: tenant.host,
    cookie: (opts.as ?? admin).cookie,
  });
  return done.body.data;
}

const future = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const FILE = [
  'E-mail;Nome;Produto;Acesso até',
  `ana.import@exemplo.com;Ana Lima;Plano Ouro;${future}`,
  'bruno.import@exemplo.com;"Bruno; o Grande";plano ouro;',
  'sem-arroba.exemplo.com;Sem Arroba;;',
  'carla.import@exemplo.com;Carla;Produto Inexistente;',
  'dani.import@exemplo.com;Dani;Arquivado;',
  'edu.import@exemplo.com;Edu;;01/01/2001',
  'ANA.IMPORT@exemplo.com;Ana de novo;Plano Ouro;',
  'fabi.import@exemplo.com;Fabi;;',
].join('\r\n');

describe('members CSV import', () => {
  it('imports the good rows, rejects the bad ones with a reason and reports them as CSV', async () => {
    const result = await importFile(FILE);
    expect(result).toMatchObject({ status: 'done', total: 8, done: 8, rejected: 5, created: 3 });
    const ana = await prisma.user.findUniqueOrThrow({ where: { email: 'ana.import@exemplo.com' } });
    expect(ana.name).toBe('Ana Lima');
    const bruno = await prisma.user.findUniqueOrThrow({ where: { email: 'bruno.import@exemplo.com' } });
    expect(bruno.name).toBe('Bruno; o Grande');
    const anaGrant = await prisma.enrollment.findFirstOrThrow({ where: { userId: ana.id } });
    expect(anaGrant).toMatchObject({ origin: 'import', originRef: result.id, productId: ouro.id });
    expect(anaGrant.expiresAt!.toISOString().slice(0, 10)).toBe(
      new Date(Date.parse(future) + 86_400_000).toISOString().slice(0, 10),
    );
    // no end in the file: the product's 30 days
    const brunoGrant = await prisma.enrollment.findFirstOrThrow({ where: { userId: bruno.id } });
    const days = (brunoGrant.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    // a row without a product makes a member with no grant
    const fabi = await prisma.user.findUniqueOrThrow({ where: { email: 'fabi.import@exemplo.com' } });
    expect(await prisma.enrollment.count({ where: { userId: fabi.id } })).toBe(0);
    expect(await prisma.accessEvent.count({ where: { tenantId: t.id, originRef: result.id } })).toBe(2);

    const report = await call(reportGET, 'GET', `/api/auth/members/imports/${result.id}/report`, {
      host: t.host,
      cookie: admin.cookie,
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect(report.headers.get('content-disposition')).toContain('attachment');
    const lines = (report.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'linha,e-mail,motivo',
      '4,sem-arroba.exemplo.com,E-mail inválido',
      '5,carla.import@exemplo.com,Produto não encontrado',
      '6,dani.import@exemplo.com,Produto arquivado',
      '7,edu.import@exemplo.com,Data de fim de acesso inválida ou já passada',
      '8,ANA.IMPORT@exemplo.com,Linha repetida no arquivo',
    ]);
  });

  it('re-running the same file creates no duplicates and changes no grant', async () => {
    const before = {
      users: await prisma.user.count(),
      memberships: await prisma.membership.count({ where: { tenantId: t.id } }),
      enrollments: await prisma.enrollment.findMany({
        where: { tenantId: t.id },
        select: { id: true, expiresAt: true },
        orderBy: { id: 'asc' },
      }),
      events: await prisma.accessEvent.count({ where: { tenantId: t.id } }),
    };
    const again = await importFile(FILE);
    expect(again).toMatchObject({ status: 'done', total: 8, rejected: 5, created: 0 });
    expect(await prisma.user.count()).toBe(before.users);
    expect(await prisma.membership.count({ where: { tenantId: t.id } })).toBe(before.memberships);
    expect(
      await prisma.enrollment.findMany({
        where: { tenantId: t.id },
        select: { id: true, expiresAt: true },
        orderBy: { id: 'asc' },
      }),
    ).toEqual(before.enrollments);
    expect(await prisma.accessEvent.count({ where: { tenantId: t.id } })).toBe(before.events);
  });

  it('restarts an ended grant and never shortens a live one', async () => {
    const u = await prisma.user.findUniqueOrThrow({ where: { email: 'bruno.import@exemplo.com' } });
    await prisma.enrollment.updateMany({
      where: { userId: u.id, productId: ouro.id },
      data: { expiresAt: new Date(Date.now() - 1000), endedAt: new Date() },
    });
    const later = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await importFile(`bruno.import@exemplo.com,Bruno,${ouro.id},${later}`);
    const row = await prisma.enrollment.findFirstOrThrow({ where: { userId: u.id, productId: ouro.id } });
    expect(row.endedAt).toBeNull();
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 399 * 86_400_000);
    const sooner = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await importFile(`bruno.import@exemplo.com,Bruno,${ouro.id},${sooner}`);
    const kept = await prisma.enrollment.findFirstOrThrow({ where: { userId: u.id, productId: ouro.id } });
    expect(kept.expiresAt).toEqual(row.expiresAt);
    const kinds = await prisma.accessEvent.findMany({
      where: { userId: u.id },
      orderBy: { at: 'asc' },
      select: { kind: true },
    });
    expect(kinds.map((k) => k.kind)).toEqual(['granted', 'granted']);
  });

  it('keeps to the tenant: another school’s product id is unknown, its editor cannot read the import', async () => {
    const foreign = await prisma.product.create({ data: { tenantId: other.id, title: 'Plano Ouro' } });
    const result = await importFile(`gil.import@exemplo.com,Gil,${foreign.id},`);
    expect(result).toMatchObject({ rejected: 1, created: 0 });
    expect(await prisma.user.count({ where: { email: 'gil.import@exemplo.com' } })).toBe(0);
    const peek = await call(importGET, 'GET', `/api/auth/members/imports/${result.id}`, {
      host: other.host,
      cookie: otherAdmin.cookie,
    });
    expect(peek.status).toBe(404);
    const report = await call(reportGET, 'GET', `/api/auth/members/imports/${result.id}/report`, {
      host: other.host,
      cookie: otherAdmin.cookie,
    });
    expect(report.status).toBe(404);
    const list = await call(importsGET, 'GET', '/api/auth/members/imports', {
      host: other.host,
      cookie: otherAdmin.cookie,
    });
    expect(list.body.data).toEqual([]);
    // the same name in the other school imports there, into its own product only
    const there = await importFile('gil.import@exemplo.com,Gil,Plano Ouro,', {
      tenant: other,
      as: otherAdmin,
    });
    expect(there).toMatchObject({ rejected: 0, created: 1 });
    const gil = await prisma.user.findUniqueOrThrow({ where: { email: 'gil.import@exemplo.com' } });
    expect(
      await prisma.enrollment.findMany({ where: { userId: gil.id }, select: { productId: true } }),
    ).toEqual([{ productId: foreign.id }]);
    expect(await prisma.membership.count({ where: { userId: gil.id, tenantId: t.id } })).toBe(0);
  });

  it('sends invitations only to the members the import made', async () => {
    await importFile('ana.import@exemplo.com,Ana\nhelo.import@exemplo.com,Helô', { invite: true });
    const mails = queued.filter((q) => q.name === 'send-email').map((q) => q.data.to);
    expect(mails).toEqual(['helo.import@exemplo.com']);
  });

  it('writes each batch in a constant number of statements', async () => {
    const rows = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `lote-${tag}-${i}@exemplo.com,Pessoa ${i},Plano Ouro`).join('\n');
    const one = await counted(() => importFile(rows(10, 'a')));
    const many = await counted(() => importFile(rows(900, 'b')));
    expect(many.value).toMatchObject({ done: 900, rejected: 0, created: 900 });
    expect(many.queries).toBe(one.queries);
  });

  it('refuses an empty file, a non-CSV body and a file over the row cap with a translated 4xx', async () => {
    const cookie = admin.cookie;
    const empty = await call(importPOST, 'POST', '/api/auth/members/imports', {
      host: t.host,
      cookie,
      form: form(''),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Escolha um arquivo CSV.');
    const json = await call(importPOST, 'POST', '/api/auth/members/imports', {
      host: t.host,
      cookie,
      body: { file: 'a,b' },
    });
    expect(json.status).toBe(415);
    const huge = await call(importPOST, 'POST', '/api/auth/members/imports', {
      host: t.host,
      cookie,
      form: form('a@b.co\n'.repeat(100_002)),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/no máximo 100.000 linhas/);
    expect(queued).toHaveLength(0);
  });
});
