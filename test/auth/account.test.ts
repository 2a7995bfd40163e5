import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATCH as nameRoute } from '@/app/api/account/profile/route';
import { POST as passwordRoute } from '@/app/api/account/password/route';
import { POST as emailRoute } from '@/app/api/account/email/route';
import { GET as confirmRoute } from '@/app/api/account/email/confirm/route';
import { POST as login } from '@/app/api/login/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { createSession } from '@/lib/server/auth/session';
import { prisma } from '@/lib/server/db';
import type { MailMessage } from '@/lib/server/mail';
import { createTenant, createUser, TEST_PASSWORD, type TestTenant } from '../support/factories';
import { call } from '../support/http';

// The member's own account from 'Meu perfil' (issue 54, ADR 0282).
const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('@/lib/server/jobs', () => ({
  enqueue: async (_name: string, data: MailMessage) => {
    sent.push(data);
    return 'job';
  },
}));

let t: TestTenant;
beforeAll(async () => {
  t = await createTenant('Escola Conta');
});
beforeEach(() => {
  sent.length = 0;
});

const me = (cookie: string) => call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie });

describe('account', () => {
  it('changes the name (trimmed, checked) for the member only', async () => {
    const u = await createUser(t, 'student', 'Nome Antigo');
    const as = { host: t.host, cookie: u.cookie };
    const res = await call(nameRoute, 'PATCH', '/api/account/profile', {
      ...as,
      body: { name: '  Nome Novo ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ name: 'Nome Novo' });
    expect((await me(u.cookie)).body.data.name).toBe('Nome Novo');
    const blank = await call(nameRoute, 'PATCH', '/api/account/profile', { ...as, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(
      (await call(nameRoute, 'PATCH', '/api/account/profile', { host: t.host, body: { name: 'X' } })).status,
    ).toBe(401);
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const u = await createUser(t, 'student', 'Troca Senha');
    const other = await createSession(t.id, u.id);
    const as = { host: t.host, cookie: u.cookie };
    const wrong = await call(passwordRoute, 'POST', '/api/account/password', {
      ...as,
      body: { current_password: 'errada-123', password: 'NovaSenha123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('current_password');
    const weak = await call(passwordRoute, 'POST', '/api/account/password', {
      ...as,
      body: { current_password: TEST_PASSWORD, password: 'curta' },
    });
    expect(weak.status).toBe(400);
    const ok = await call(passwordRoute, 'POST', '/api/account/password', {
      ...as,
      body: { current_password: TEST_PASSWORD, password: 'NovaSenha123' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await me(u.cookie)).status).toBe(200);
    expect((await me(`praca_session=${other.token}`)).status).toBe(401);
    const signIn = (password: string) =>
      call(login, 'POST', '/api/login', { host: t.host, body: { email: u.email, password } });
    expect((await signIn('NovaSenha123')).status).toBe(200);
  });

  it('changes the e-mail only from the link sent to the new address, once', async () => {
    const u = await createUser(t, 'student', 'Troca Email');
    const taken = await createUser(t, 'student', 'Dona do Endereço');
    const as = { host: t.host, cookie: u.cookie };
    const ask = (email: string, current_password = TEST_PASSWORD) =>
      call(emailRoute, 'POST', '/api/account/email', { ...as, body: { email, current_password } });
    // a session alone is not enough: without the right current password, a 400 and no token or mail
    const guess = await ask(`outro-${u.id.slice(0, 8)}@example.test`, 'senha-errada-1');
    expect(guess.status).toBe(400);
    expect(guess.body.fields).toHaveProperty('current_password');
    expect(await prisma.accountToken.count({ where: { userId: u.id } })).toBe(0);
    // a taken address gets the same answer and no mail
    const a = await ask(taken.email);
    expect(a.status).toBe(200);
    expect(sent).toHaveLength(0);
    const newEmail = `novo-${u.id.slice(0, 8)}@example.test`;
    const b = await ask(newEmail);
    expect(b.body.message).toBe(a.body.message.replace(taken.email, newEmail));
    expect(sent.map((m) => m.to)).toEqual([newEmail]);
    expect((await ask(u.email)).status).toBe(400);

    const token = decodeURIComponent(/confirm\?token=([\w%-]+)/.exec(sent[0]!.text)![1]!);
    // the e-mail is unchanged until the link is followed
    expect((await prisma.user.findUnique({ where: { id: u.id } }))!.email).toBe(u.email);
    const done = await call(confirmRoute, 'GET', `/api/account/email/confirm?token=${token}`, {
      host: t.host,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/dashboard/profile?email=changed');
    expect((await prisma.user.findUnique({ where: { id: u.id } }))!.email).toBe(newEmail);
    const again = await call(confirmRoute, 'GET', `/api/account/email/confirm?token=${token}`, {
      host: t.host,
    });
    expect(again.headers.get('location')).toBe('/dashboard/profile?email=invalid');
  });
});
