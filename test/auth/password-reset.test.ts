import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as requestReset } from '@/app/api/password-reset/route';
import { POST as confirm } from '@/app/api/password-reset/confirm/route';
import { GET as meGET } from '@/app/api/auth/me/route';
import { cleanupAuth } from '@/lib/auth/cleanup';
import { prisma } from '@/lib/server/db';
import { sha256 } from '@/lib/server/auth/tokens';
import type { MailMessage } from '@/lib/server/mail';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call, cookieHeader } from '../support/http';

// 'Esqueci minha senha' (issue 54, ADR 0281): the magic link's token rules for a password reset.
const sent = vi.hoisted(() => [] as MailMessage[]);
vi.mock('@/lib/server/jobs', () => ({
  enqueue: async (_name: string, data: MailMessage) => {
    sent.push(data);
    return 'job';
  },
}));

const SENT =
  'Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.';
const INVALID = 'Este link para redefinir a senha é inválido, expirou ou já foi usado. Solicite um novo.';

let t: TestTenant;
let other: TestTenant;
let u: TestUser;
beforeAll(async () => {
  t = await createTenant('Escola Senha');
  other = await createTenant('Outra Escola');
  u = await createUser(t, 'student', 'Ana Senha');
});
beforeEach(() => {
  sent.length = 0;
});

const ask = (email: string, host = t.host) =>
  call(requestReset, 'POST', '/api/password-reset', { host, body: { email } });
const tokenOf = (m: MailMessage) => {
  const match = /\/redefinir-senha\?token=([\w%-]+)/.exec(m.text);
  if (!match) throw new Error('no link');
  return decodeURIComponent(match[1]!);
};
const reset = (token: string, password: string, host = t.host) =>
  call(confirm, 'POST', '/api/password-reset/confirm', { host, body: { token, password } });
const signIn = (email: string, password: string) =>
  call(login, 'POST', '/api/login', { host: t.host, body: { email, password } });

describe('password reset', () => {
  it('answers the same for a member, a stranger and another school’s member, mailing only the member', async () => {
    const outsider = await createUser(other, 'student');
    for (const email of [u.email, 'ninguem@example.test', outsider.email]) {
      const res = await ask(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: SENT });
    }
    expect(sent.map((m) => m.to)).toEqual([u.email]);
    expect(sent[0]!.subject).toBe('Redefina sua senha em Escola Senha');
    // only the hash is stored
    const token = tokenOf(sent[0]!);
    const row = await prisma.accountToken.findFirst({ where: { userId: u.id } });
    expect(row?.tokenHash).toBe(sha256(token));
    expect(await prisma.accountToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 30 * 60_000)).toBeLessThan(5_000);
  });

  it('sets the password once, ends every other session, signs in, and the old password stops working', async () => {
    const member = await createUser(t, 'student', 'Bia Reset');
    const otherSchool = await prisma.membership.create({
      data: { tenantId: other.id, userId: member.id, role: 'student' },
    });
    expect(otherSchool).toBeTruthy();
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(1);
    await ask(member.email);
    const token = tokenOf(sent.at(-1)!);

    const weak = await reset(token, 'curta');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('A senha deve ter pelo menos 8 caracteres, com letras e números.');
    expect((await reset(token, 'semnumeros')).status).toBe(400);
    // refused passwords leave the token usable; another school's host does not know it
    expect((await reset(token, 'novaSenha123', other.host)).status).toBe(400);

    const ok = await reset(token, 'novaSenha123');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.redirect).toBe('/homepage');
    const cookie = cookieHeader(ok.cookies);
    // the old session is gone, the new one works
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(1);
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie: member.cookie })).status).toBe(
      401,
    );
    expect((await call(meGET, 'GET', '/api/auth/me', { host: t.host, cookie })).status).toBe(200);

    const again = await reset(token, 'outraSenha456');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
    expect((await signIn(member.email, 'outraSenha456')).status).toBe(401);
    expect((await signIn(member.email, 'novaSenha123')).status).toBe(200);
  });

  it('refuses an expired or unknown token and caps the e-mails per window', async () => {
    await ask(u.email);
    const token = tokenOf(sent.at(-1)!);
    await prisma.accountToken.updateMany({
      where: { tokenHash: sha256(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await reset(token, 'novaSenha123')).body.message).toBe(INVALID);
    expect((await reset('desconhecido', 'novaSenha123')).status).toBe(400);

    const capped = await createUser(t, 'student');
    for (let i = 0; i < 7; i++) expect((await ask(capped.email)).body.message).toBe(SENT);
    expect(sent.filter((m) => m.to === capped.email)).toHaveLength(5);

    // the cleanup removes links a day past expiry
    await prisma.accountToken.updateMany({
      where: { userId: capped.id },
      data: { expiresAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    const cleaned = await cleanupAuth();
    expect(cleaned.accountTokens).toBeGreaterThanOrEqual(5);
  });
});
