import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as listGET } from '@/app/api/auth/members/route';
import { GET as memberGET } from '@/app/api/auth/members/[userId]/route';
import { POST as grantPOST } from '@/app/api/auth/members/[userId]/grant/route';
import { POST as revokePOST } from '@/app/api/auth/members/[userId]/revoke/route';
import { POST as resendPOST } from '@/app/api/auth/members/[userId]/resend/route';
import { POST as deactivatePOST } from '@/app/api/auth/members/[userId]/deactivate/route';
import { POST as reactivatePOST } from '@/app/api/auth/members/[userId]/reactivate/route';
import { POST as invitePOST } from '@/app/api/auth/members/invite/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { POST as loginPOST } from '@/app/api/login/route';
import { createSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { prisma } from '@/lib/server/db';
import type { MailMessage } from '@/lib/server/mail';
import {
  createTenant,
  createUser,
  TEST_PASSWORD,
  type TestTenant,
  type TestUser,
} from '../support/factories';
import { call } from '../support/http';
import { counted } from '../support/query-count';

// 'Alunos' (issue 47): the list's search, filters and keyset pages, the member page and its actions,
// and invitations, through the route handlers on a real database.
const sent = vi.hoisted(() => [] as { name: string; data: MailMessage }[]);
vi.mock('@/lib/server/jobs', () => ({
  enqueue: async (name: string, data: MailMessage) => {
    sent.push({ name, data });
    return 'job';
  },
}));

let t: TestTenant;
let other: TestTenant;
let admin: TestUser;
let otherAdmin: TestUser;
beforeAll(async () => {
  t = await createTenant('Escola Alunos');
  other = await createTenant('Outra Escola');
  admin = await createUser(t, 'admin', 'Admin');
  otherAdmin = await createUser(other, 'admin', 'Admin Outra');
});
beforeEach(() => {
  sent.length = 0;
});

const as = () => ({ host: t.host, cookie: admin.cookie });
const list = (query = '') => call(listGET, 'GET', `/api/auth/members${query}`, as());
const emails = (res: { body: { data: { items: { email: string }[] } } }) =>
  res.body.data.items.map((m) => m.email);

async function member(tenant: TestTenant, name: string, email: string, signedIn = false) {
  const user = await prisma.user.create({
    data: { email, name, memberships: { create: { tenantId: tenant.id, role: 'student' } } },
  });
  if (signedIn) await createSession(tenant.id, user.id);
  return user;
}
const product = (tenant: TestTenant, title: string, extra: { archivedAt?: Date } = {}) =>
  prisma.product.create({ data: { tenantId: tenant.id, title, ...extra } });

describe('members list', () => {
  it('searches name and e-mail with accents and case ignored, only in this school', async () => {
    await member(t, 'João Conceição', 'joao.c@exemplo.com');
    await member(t, 'Maria Souza', 'MARIA.ACAI@exemplo.com'.toLowerCase());
    await member(other, 'João Outro', 'joao.outro@exemplo.com');
    expect(emails(await list('?q=joao%20conceicao'))).toEqual(['joao.c@exemplo.com']);
    expect(emails(await list('?q=CONCEIÇÃO'))).toEqual(['joao.c@exemplo.com']);
    expect(emails(await list('?q=acai@'))).toEqual(['maria.acai@exemplo.com']);
    expect(emails(await list('?q=jo%C3%A3o'))).not.toContain('joao.outro@exemplo.com');
    // LIKE's wildcards are taken literally
    expect(emails(await list('?q=%25'))).toEqual([]);
    // a changed name is found by its new spelling (kept by a trigger on users)
    await prisma.user.update({ where: { email: 'joao.c@exemplo.com' }, data: { name: 'Joãozinho Peçanha' } });
    expect(emails(await list('?q=pecanha'))).toEqual(['joao.c@exemplo.com']);
    expect(emails(await list('?q=conceicao'))).toEqual([]);
  });

  it('filters by product and by active, expired, never signed in and deactivated', async () => {
    const ouro = await product(t, 'Ouro filtro');
    const ativo = await member(t, 'Ativo', 'ativo.f@exemplo.com', true);
    const expirado = await member(t, 'Expirado', 'expirado.f@exemplo.com', true);
    const nunca = await member(t, 'Nunca', 'nunca.f@exemplo.com');
    const desativado = await member(t, 'Desativado', 'desativado.f@exemplo.com', true);
    await prisma.enrollment.createMany({
      data: [
        { tenantId: t.id, userId: ativo.id, productId: ouro.id },
        { tenantId: t.id, userId: expirado.id, productId: ouro.id, expiresAt: new Date(Date.now() - 1000) },
        { tenantId: t.id, userId: nunca.id, productId: ouro.id },
      ],
    });
    await prisma.membership.updateMany({
      where: { tenantId: t.id, userId: desativado.id },
      data: { deactivatedAt: new Date() },
    });
    const withProduct = emails(await list(`?product=${ouro.id}`));
    expect(withProduct.sort()).toEqual([
      'ativo.f@exemplo.com',
      'expirado.f@exemplo.com',
      'nunca.f@exemplo.com',
    ]);
    expect(emails(await list(`?product=${ouro.id}&status=active`)).sort()).toEqual([
      'ativo.f@exemplo.com',
      'nunca.f@exemplo.com',
    ]);
    expect(emails(await list(`?product=${ouro.id}&status=expired`))).toEqual(['expirado.f@exemplo.com']);
    expect(emails(await list(`?product=${ouro.id}&status=never`))).toEqual(['nunca.f@exemplo.com']);
    expect(emails(await list('?status=deactivated&q=desativado.f'))).toEqual(['desativado.f@exemplo.com']);
    const row = (await list('?q=ativo.f')).body.data.items[0];
    expect(row.last_access_at).not.toBeNull();
    expect(row.grants).toMatchObject([{ product_title: 'Ouro filtro', active: true, origin: 'manual' }]);
  });

  it('pages by keyset with no row twice or lost, in a constant number of statements', async () => {
    const tenant = await createTenant('Escola Paginada');
    const boss = await createUser(tenant, 'admin', 'Chefe');
    const p = await product(tenant, 'Plano');
    for (let i = 0; i < 30; i++) {
      const u = await member(tenant, `Aluno ${i}`, `pag-${i}-${tenant.id.slice(0, 6)}@exemplo.com`);
      await prisma.enrollment.create({ data: { tenantId: tenant.id, userId: u.id, productId: p.id } });
    }
    const opts = { host: tenant.host, cookie: boss.cookie };
    const first = await counted(() => call(listGET, 'GET', '/api/auth/members', opts));
    expect(first.value.body.data.items).toHaveLength(25);
    const cursor = first.value.body.data.next_cursor;
    expect(cursor).toBeTruthy();
    const second = await call(listGET, 'GET', `/api/auth/members?cursor=${cursor}`, opts);
    expect(second.body.data.next_cursor).toBeNull();
    const all = [...emails(first.value), ...emails(second)];
    expect(all).toHaveLength(31); // 30 students and the admin
    expect(new Set(all).size).toBe(31);
    // the page's statements do not grow with its rows: the same count for a page of 25 as for 6
    const small = await counted(() => call(listGET, 'GET', `/api/auth/members?cursor=${cursor}`, opts));
    expect(small.queries).toBe(first.queries);
  });

  it('answers a translated 400 for a bad filter', async () => {
    const res = await list('?status=todos');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Filtro de situação inválido.');
  });
});

describe('member page and actions', () => {
  it('shows grants with origin, progress per course, points and the history', async () => {
    const u = await member(t, 'Progresso', 'progresso@exemplo.com');
    const p = await product(t, 'Curso Completo');
    const course = await prisma.course.create({
      data: { tenantId: t.id, title: 'Fotografia', slug: `foto-${Date.now()}`, order: 900 },
    });
    await prisma.productCourse.create({ data: { tenantId: t.id, productId: p.id, courseId: course.id } });
    const mod = await prisma.module.create({ data: { tenantId: t.id, courseId: course.id, title: 'M1' } });
    const lessons = [];
    for (const n of [1, 2, 3, 4])
      lessons.push(
        await prisma.lesson.create({
          data: { tenantId: t.id, moduleId: mod.id, title: `A${n}`, slug: `a${n}`, order: n },
        }),
      );
    await prisma.lessonProgress.create({
      data: { tenantId: t.id, userId: u.id, lessonId: lessons[0]!.id, percent: 100, completedAt: new Date() },
    });
    await prisma.lessonProgress.create({
      data: { tenantId: t.id, userId: u.id, lessonId: lessons[1]!.id, percent: 40 },
    });
    await prisma.memberScore.create({ data: { tenantId: t.id, userId: u.id, score: 42 } });
    const granted = await call(grantPOST, 'POST', `/api/auth/members/${u.id}/grant`, {
      ...as(),
      body: { product_id: p.id },
    });
    expect(granted.status).toBe(200);
    const res = await call(memberGET, 'GET', `/api/auth/members/${u.id}`, as());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'progresso@exemplo.com',
      points: 42,
      last_access_at: null,
      grants: [{ product_id: p.id, active: true, origin: 'manual', expires_at: null }],
      progress: [{ course_id: course.id, title: 'Fotografia', lessons: 4, completed: 1, percent: 25 }],
      history: [{ kind: 'granted', origin: 'manual', product_title: 'Curso Completo' }],
    });
  });

  it('revokes: access ends now, the row, points and history stay', async () => {
    const u = await member(t, 'Revogado', 'revogado@exemplo.com');
    const p = await product(t, 'Plano Revogável');
    await call(grantPOST, 'POST', `/api/auth/members/${u.id}/grant`, { ...as(), body: { product_id: p.id } });
    const res = await call(revokePOST, 'POST', `/api/auth/members/${u.id}/revoke`, {
      ...as(),
      body: { product_id: p.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Acesso removido.');
    expect(res.body.data.grants).toMatchObject([{ product_id: p.id, active: false }]);
    expect(res.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['revoked', 'granted']);
    expect(await prisma.enrollment.count({ where: { userId: u.id } })).toBe(1);
  });

  it('grants with an explicit end, refuses an archived product and another school’s', async () => {
    const u = await member(t, 'Com Fim', 'comfim@exemplo.com');
    const p = await product(t, 'Anual');
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const ok = await call(grantPOST, 'POST', `/api/auth/members/${u.id}/grant`, {
      ...as(),
      body: { product_id: p.id, expires_at: end },
    });
    expect(ok.body.data.grants[0].expires_at).toBe(end);
    const archived = await product(t, 'Antigo', { archivedAt: new Date() });
    const refused = await call(grantPOST, 'POST', `/api/auth/members/${u.id}/grant`, {
      ...as(),
      body: { product_id: archived.id },
    });
    expect(refused.status).toBe(409);
    const foreign = await product(other, 'Da outra');
    const missing = await call(grantPOST, 'POST', `/api/auth/members/${u.id}/grant`, {
      ...as(),
      body: { product_id: foreign.id },
    });
    expect(missing.status).toBe(404);
    expect(await prisma.enrollment.count({ where: { userId: u.id } })).toBe(1);
  });

  it('another school’s editor cannot read or change the member', async () => {
    const u = await member(t, 'Privado', 'privado@exemplo.com');
    const res = await call(memberGET, 'GET', `/api/auth/members/${u.id}`, {
      host: other.host,
      cookie: otherAdmin.cookie,
    });
    expect(res.status).toBe(404);
    const off = await call(deactivatePOST, 'POST', `/api/auth/members/${u.id}/deactivate`, {
      host: other.host,
      cookie: otherAdmin.cookie,
    });
    expect(off.status).toBe(404);
    expect((await prisma.membership.findFirst({ where: { userId: u.id } }))!.deactivatedAt).toBeNull();
  });

  it('deactivates: sessions stop working and sign-in is refused here only; reactivates', async () => {
    const student = await createUser(t, 'student', 'Desligável');
    const elsewhere = await prisma.membership.create({
      data: { tenantId: other.id, userId: student.id, role: 'student' },
    });
    const otherSession = await createSession(other.id, student.id);
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: student.cookie })).status).toBe(
      200,
    );
    const off = await call(deactivatePOST, 'POST', `/api/auth/members/${student.id}/deactivate`, as());
    expect(off.status).toBe(200);
    expect(off.body.data.deactivated).toBe(true);
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: student.cookie })).status).toBe(
      401,
    );
    const login = () =>
      call(loginPOST, 'POST', '/api/login', {
        host: t.host,
        body: { email: student.email, password: TEST_PASSWORD },
      });
    expect((await login()).status).toBe(401);
    // the other school is untouched
    const otherCookie = `${SESSION_COOKIE}=${otherSession.token}`;
    expect((await call(meGET, 'GET', '/api/auth/me', { host: other.host, cookie: otherCookie })).status).toBe(
      200,
    );
    expect(elsewhere.deactivatedAt).toBeNull();
    // nothing deleted
    expect(await prisma.membership.count({ where: { userId: student.id } })).toBe(2);
    // no access e-mail to a deactivated account
    const resend = await call(resendPOST, 'POST', `/api/auth/members/${student.id}/resend`, as());
    expect(resend.status).toBe(409);
    const on = await call(reactivatePOST, 'POST', `/api/auth/members/${student.id}/reactivate`, as());
    expect(on.body.data.deactivated).toBe(false);
    expect((await login()).status).toBe(200);
  });

  it('refuses to deactivate the editor’s own account', async () => {
    const res = await call(deactivatePOST, 'POST', `/api/auth/members/${admin.id}/deactivate`, as());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Você não pode desativar a sua própria conta.');
  });

  it('resends the access e-mail with a sign-in link on the school’s address', async () => {
    const u = await member(t, 'Reenvio', 'reenvio@exemplo.com');
    const res = await call(resendPOST, 'POST', `/api/auth/members/${u.id}/resend`, as());
    expect(res.status).toBe(200);
    const mail = sent.find((s) => s.name === 'send-email')!.data;
    expect(mail.to).toBe('reenvio@exemplo.com');
    expect(mail.text).toContain(`${t.host}`);
    expect(mail.text).toContain('/api/magic-link/verify?token=');
  });
});

describe('invitations', () => {
  it('makes members of new and known e-mails, grants the product and mails each once', async () => {
    const p = await product(t, 'Convite');
    const known = await member(t, 'Já Aluna', 'ja.aluna@exemplo.com');
    const res = await call(invitePOST, 'POST', '/api/auth/members/invite', {
      ...as(),
      body: {
        emails: 'Nova.Pessoa@Exemplo.com; ja.aluna@exemplo.com\nnova.pessoa@exemplo.com',
        product_id: p.id,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ invited: 2, created: 1 });
    const created = await prisma.user.findUniqueOrThrow({ where: { email: 'nova.pessoa@exemplo.com' } });
    expect(await prisma.membership.count({ where: { tenantId: t.id, userId: created.id } })).toBe(1);
    for (const id of [created.id, known.id])
      expect(await prisma.enrollment.findFirst({ where: { userId: id, productId: p.id } })).toMatchObject({
        origin: 'manual',
        expiresAt: null,
      });
    expect(sent.map((s) => s.data.to).sort()).toEqual(['ja.aluna@exemplo.com', 'nova.pessoa@exemplo.com']);
    // again: no second membership or grant
    await call(invitePOST, 'POST', '/api/auth/members/invite', {
      ...as(),
      body: { emails: 'nova.pessoa@exemplo.com', product_id: p.id },
    });
    expect(await prisma.membership.count({ where: { userId: created.id } })).toBe(1);
    expect(await prisma.enrollment.count({ where: { userId: created.id } })).toBe(1);
  });

  it('refuses bad addresses, an archived product and another school’s product, changing nothing', async () => {
    const before = await prisma.membership.count({ where: { tenantId: t.id } });
    const bad = await call(invitePOST, 'POST', '/api/auth/members/invite', {
      ...as(),
      body: { emails: 'ok@exemplo.com, não-é-email', product_id: (await product(t, 'X')).id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Há e-mails inválidos na lista. Confira e tente de novo.');
    const archived = await call(invitePOST, 'POST', '/api/auth/members/invite', {
      ...as(),
      body: {
        emails: 'ok@exemplo.com',
        product_id: (await product(t, 'Velho', { archivedAt: new Date() })).id,
      },
    });
    expect(archived.status).toBe(409);
    const foreign = await call(invitePOST, 'POST', '/api/auth/members/invite', {
      ...as(),
      body: { emails: 'ok@exemplo.com', product_id: (await product(other, 'Alheio')).id },
    });
    expect(foreign.status).toBe(404);
    expect(await prisma.membership.count({ where: { tenantId: t.id } })).toBe(before);
    expect(sent).toHaveLength(0);
  });
});
