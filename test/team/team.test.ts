import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as meGET } from '@/app/api/auth/me/route';
import { GET as verifyGET } from '@/app/api/magic-link/verify/route';
import { DELETE as teamDELETE, PUT as teamPUT } from '@/app/api/team/[userId]/route';
import { GET as teamGET, POST as teamPOST } from '@/app/api/team/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { readLatestMail, type StoredMail } from '@/lib/server/mail';
import { startWorker, stopWorker } from '@/lib/server/jobs/worker';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call, cookieHeader } from '../support/http';

// The Equipe endpoints (issue 48, ADR 0501) against real PostgreSQL and the real mail queue.

async function waitForMail(to: string, timeoutMs = 15_000): Promise<StoredMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = await readLatestMail(to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail for ${to}`);
}

const roleOf = async (tenantId: string, userId: string) =>
  (await prisma.membership.findUnique({ where: { tenantId_userId: { tenantId, userId } } }))?.role ?? null;

describe('team', () => {
  let t: TestTenant;
  let owner: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'praca-team-'));
    resetEnvCache();
    t = await createTenant('Escola da Equipe');
    owner = await createUser(t, 'owner');
    admin = await createUser(t, 'admin');
    await startWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopWorker({ graceful: false });
    rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  });

  const invite = (as: TestUser, body: unknown, host = t.host) =>
    call(teamPOST, 'POST', '/api/team', { host, cookie: as.cookie, body });
  const put = (as: TestUser, userId: string, role: string, host = t.host) =>
    call(teamPUT, 'PUT', `/api/team/${userId}`, {
      host,
      cookie: as.cookie,
      params: { userId },
      body: { role },
    });
  const remove = (as: TestUser, userId: string, host = t.host) =>
    call(teamDELETE, 'DELETE', `/api/team/${userId}`, { host, cookie: as.cookie, params: { userId } });

  it('invites a new person: the account, the role and an e-mailed sign-in link that signs them in', async () => {
    const email = `nova-${Date.now()}@example.test`;
    const res = await invite(owner, { email: email.toUpperCase(), name: 'Nina Editora', role: 'editor' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.member).toMatchObject({ email, name: 'Nina Editora', role: 'editor', me: false });
    expect(res.body.data.mailed).toBe(true);
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await roleOf(t.id, user.id)).toBe('editor');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Você foi convidado para a equipe de Escola da Equipe');
    const link = new URL(/(https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w%-]+)/.exec(mail.text)![1]!);
    const verified = await call(verifyGET, 'GET', `${link.pathname}${link.search}`, { host: t.host });
    expect(verified.status).toBe(303);
    const me = await call(meGET, 'GET', '/api/auth/me', {
      host: t.host,
      cookie: cookieHeader(verified.cookies),
    });
    expect(me.body.data).toMatchObject({ email, roles: [{ role: { slug: 'editor' } }], canEdit: true });
  });

  it("promotes an existing student and changes a team member's role by invitation", async () => {
    const student = await createUser(t, 'student');
    const res = await invite(admin, { email: student.email, role: 'support' });
    expect(res.status).toBe(201);
    expect(await roleOf(t.id, student.id)).toBe('support');
    const again = await invite(admin, { email: student.email, role: 'moderator' });
    expect(again.body.data.member.role).toBe('moderator');
    expect(await roleOf(t.id, student.id)).toBe('moderator');
  });

  it('adds a member of another school without touching their role there', async () => {
    const other = await createTenant();
    const elsewhere = await createUser(other, 'owner');
    const res = await invite(owner, { email: elsewhere.email, role: 'editor' });
    expect(res.status).toBe(201);
    expect(await roleOf(t.id, elsewhere.id)).toBe('editor');
    expect(await roleOf(other.id, elsewhere.id)).toBe('owner');
  });

  it('refuses bad input with a translated 400 and creates nobody', async () => {
    const email = `ruim-${Date.now()}@example.test`;
    const badRole = await invite(owner, { email, role: 'student' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toBe('Escolha um papel da equipe.');
    const badEmail = await invite(owner, { email: 'não-é-email', role: 'editor' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('E-mail inválido');
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  });

  it('lists the team (no students), oldest first, and pages by keyset', async () => {
    const res = await call(teamGET, 'GET', '/api/team', { host: t.host, cookie: admin.cookie });
    expect(res.status).toBe(200);
    const roles = res.body.data.items.map((m: { role: string }) => m.role);
    expect(roles).not.toContain('student');
    expect(res.body.data.items[0]).toMatchObject({ user_id: owner.id, role: 'owner', me: false });
    expect(res.body.data.items.find((m: { user_id: string }) => m.user_id === admin.id).me).toBe(true);
    expect(res.body.data.next_cursor).toBeNull();
    const after = await call(teamGET, 'GET', `/api/team?cursor=${res.body.data.items[0].user_id}`, {
      host: t.host,
      cookie: admin.cookie,
    });
    expect(after.status).toBe(200);
  });

  it('removing someone makes them a student again, with their membership kept', async () => {
    const editor = await createUser(t, 'editor');
    const res = await remove(admin, editor.id);
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('student');
    expect(await roleOf(t.id, editor.id)).toBe('student');
    // a student is not on the team: removing again finds no one
    expect((await remove(admin, editor.id)).status).toBe(404);
  });

  it('only an owner gives or takes the owner role', async () => {
    const editor = await createUser(t, 'editor');
    const grant = await put(admin, editor.id, 'owner');
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe('Só um proprietário pode dar ou tirar o papel de proprietário.');
    expect((await put(admin, owner.id, 'editor')).status).toBe(403);
    expect((await remove(admin, owner.id)).status).toBe(403);
    const newcomer = `dono-${Date.now()}@example.test`;
    expect((await invite(admin, { email: newcomer, role: 'owner' })).status).toBe(403);
    expect(await prisma.user.count({ where: { email: newcomer } })).toBe(0);
    expect(await roleOf(t.id, owner.id)).toBe('owner');
  });

  it('the last owner can be neither demoted nor removed, even by themself', async () => {
    const solo = await createTenant();
    const only = await createUser(solo, 'owner');
    const demote = await put(only, only.id, 'admin', solo.host);
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(
      'A escola precisa de pelo menos um proprietário: passe o papel para outra pessoa antes.',
    );
    expect((await remove(only, only.id, solo.host)).status).toBe(409);
    expect(await roleOf(solo.id, only.id)).toBe('owner');
  });

  it('two owners demoting each other at once: one wins, one owner remains', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await createTenant();
      const [o1, o2] = [await createUser(s, 'owner'), await createUser(s, 'owner')];
      const [a, b] = await Promise.all([put(o1, o2.id, 'admin', s.host), put(o2, o1.id, 'admin', s.host)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await prisma.membership.count({ where: { tenantId: s.id, role: 'owner' } })).toBe(1);
      // and each owner stepping down at once
      const s2 = await createTenant();
      const [p1, p2] = [await createUser(s2, 'owner'), await createUser(s2, 'owner')];
      await Promise.all([remove(p1, p1.id, s2.host), remove(p2, p2.id, s2.host)]);
      expect(await prisma.membership.count({ where: { tenantId: s2.id, role: 'owner' } })).toBe(1);
    }
  });

  it('refuses other roles (403, saying why) and other schools (404)', async () => {
    const editor = await createUser(t, 'editor');
    const student = await createUser(t, 'student');
    const list = await call(teamGET, 'GET', '/api/team', { host: t.host, cookie: editor.cookie });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(
      'Seu papel na equipe não permite esta ação. Fale com um administrador da escola.',
    );
    expect((await put(editor, student.id, 'editor')).status).toBe(403);
    expect((await invite(student, { email: 'x@example.test', role: 'owner' })).status).toBe(403);
    expect(await roleOf(t.id, student.id)).toBe('student');

    const b = await createTenant();
    const adminB = await createUser(b, 'owner');
    expect((await put(adminB, student.id, 'editor', b.host)).status).toBe(404);
    expect((await remove(adminB, editor.id, b.host)).status).toBe(404);
    expect(await roleOf(t.id, editor.id)).toBe('editor');
  });
});
