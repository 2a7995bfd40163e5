import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GET as verifyMagicLink } from '@/app/api/magic-link/verify/route';
import { prisma } from '@/lib/server/db';
import { runTenantCli } from '@/lib/tenants/cli';
import { createTenant, createUser } from '../support/factories';
import { call } from '../support/http';

// `npm run tenant -- …` (ADR 0480): every command against the real database, its bad inputs refused with
// a clear message, a non-zero code and nothing changed; the new owner's e-mailed link signs them in.

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTenantCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Everything a refused command could have touched. */
async function snapshot() {
  const [tenants, domains, users, memberships] = await Promise.all([
    prisma.tenant.findMany({ select: { id: true, slug: true, disabledAt: true }, orderBy: { id: 'asc' } }),
    prisma.tenantDomain.findMany({
      select: { host: true, primary: true, tenantId: true },
      orderBy: { host: 'asc' },
    }),
    prisma.user.count(),
    prisma.membership.count(),
  ]);
  return { tenants, domains, users, memberships };
}

async function queuedMailTo(to: string) {
  const rows = await prisma.$queryRaw<{ data: { to: string; subject: string; text: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${to} ORDER BY created_on`;
  return rows.map((r) => r.data);
}

const uniq = () => Math.random().toString(36).slice(2, 8);

describe('tenant create', () => {
  it('creates the school, its primary domain and its owner, who gets a working sign-in link', async () => {
    const host = `escola-${uniq()}.example.com`;
    const email = `Dono-${uniq()}@Example.com`;
    const r = await cli('create', '--name', 'Escola Ação', '--domain', host.toUpperCase(), '--admin', email);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain(host);

    const tenant = await prisma.tenant.findFirstOrThrow({
      where: { domains: { some: { host } } },
      include: { domains: true, memberships: { include: { user: true } }, settings: true },
    });
    expect(tenant).toMatchObject({ name: 'Escola Ação', slug: 'escola-acao', disabledAt: null });
    expect(tenant.domains).toEqual([expect.objectContaining({ host, primary: true })]);
    expect(tenant.settings).not.toBeNull();
    expect(tenant.memberships).toEqual([
      expect.objectContaining({
        role: 'owner',
        user: expect.objectContaining({ email: email.toLowerCase() }),
      }),
    ]);

    const [mail] = await queuedMailTo(email.toLowerCase());
    expect(mail?.subject).toBe('Sua escola Escola Ação está pronta');
    // the school's own origin (public-origin rules: http and PORT outside production, no APP_URL here)
    const link = /https?:\/\/\S+\/api\/magic-link\/verify\?token=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.hostname).toBe(host);
    const res = await call(verifyMagicLink, 'GET', `${url.pathname}${url.search}`, { host, origin: null });
    expect(res.status).toBe(303);
    expect(res.cookies.join(';')).toContain('praca_session=');
  });

  it('makes an existing account the owner and gives a taken slug a suffix', async () => {
    const other = await createTenant('Escola Repetida');
    const member = await createUser(other, 'student');
    await cli(
      'create',
      '--name',
      'Escola Repetida',
      '--domain',
      `a-${uniq()}.example.com`,
      '--admin',
      'x@example.com',
    );
    const host = `b-${uniq()}.example.com`;
    const r = await cli('create', '--name', 'Escola Repetida', '--domain', host, '--admin', member.email);
    expect(r.code).toBe(0);
    const tenant = await prisma.tenant.findFirstOrThrow({ where: { domains: { some: { host } } } });
    expect(tenant.slug).toMatch(/^escola-repetida-[0-9a-f]{6}$/);
    const membership = await prisma.membership.findFirstOrThrow({ where: { tenantId: tenant.id } });
    expect(membership).toMatchObject({ userId: member.id, role: 'owner' });
    // the account keeps its other school
    expect(await prisma.membership.count({ where: { userId: member.id } })).toBe(2);
  });

  it.each([
    ['a taken domain', ['--name', 'X', '--domain', 'TAKEN', '--admin', 'ok@example.com'], /already belongs/],
    [
      'a malformed domain',
      ['--name', 'X', '--domain', 'https://escola.example.com/', '--admin', 'ok@example.com'],
      /not a valid domain/,
    ],
    [
      'a domain with a port',
      ['--name', 'X', '--domain', 'escola.example.com:8080', '--admin', 'ok@example.com'],
      /not a valid domain/,
    ],
    [
      'a single-label domain',
      ['--name', 'X', '--domain', 'localhost', '--admin', 'ok@example.com'],
      /not a valid domain/,
    ],
    [
      'a malformed e-mail',
      ['--name', 'X', '--domain', 'novo.example.com', '--admin', 'dono@'],
      /not a valid e-mail/,
    ],
    [
      'an e-mail with spaces',
      ['--name', 'X', '--domain', 'novo.example.com', '--admin', 'do no@example.com'],
      /not a valid e-mail/,
    ],
    ['no name', ['--domain', 'novo.example.com', '--admin', 'ok@example.com'], /--name is required/],
    [
      'a blank name',
      ['--name', '  ', '--domain', 'novo.example.com', '--admin', 'ok@example.com'],
      /--name is required/,
    ],
    ['no admin', ['--name', 'X', '--domain', 'novo.example.com'], /--admin is required/],
    [
      'a name too long',
      ['--name', 'x'.repeat(121), '--domain', 'novo.example.com', '--admin', 'ok@example.com'],
      /longer than 120/,
    ],
  ])('refuses %s and changes nothing', async (_, args, message) => {
    const existing = await createTenant();
    const argv = args.map((a) => (a === 'TAKEN' ? existing.host.toUpperCase() : a));
    const before = await snapshot();
    const r = await cli('create', ...argv);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(message);
    expect(r.err).toContain('nothing was changed');
    expect(await snapshot()).toEqual(before);
  });
});

describe('tenant list, add-domain, remove-domain, disable, enable', () => {
  it('lists schools with their domains, owners and state (text and JSON)', async () => {
    const host = `lista-${uniq()}.example.com`;
    await cli('create', '--name', 'Escola Lista', '--domain', host, '--admin', `lista-${uniq()}@example.com`);
    const text = await cli('list');
    expect(text.code).toBe(0);
    expect(text.out.split('\n').find((l) => l.includes(host))).toMatch(
      /^escola-lista\tactive\t.+\*\t.+@example\.com\tEscola Lista$/,
    );
    const json = await cli('list', '--json');
    const row = (JSON.parse(json.out) as { slug: string; disabled: boolean; domains: unknown[] }[]).find(
      (s) => s.slug === 'escola-lista',
    );
    expect(row).toMatchObject({ disabled: false, domains: [{ host, primary: true }] });
  });

  it('adds a domain (optionally primary) and removes one, promoting another to primary', async () => {
    const t = await createTenant();
    const slug = (await prisma.tenant.findUniqueOrThrow({ where: { id: t.id } })).slug;
    const extra = `extra-${uniq()}.example.com`;
    expect((await cli('add-domain', '--tenant', slug, '--domain', extra, '--primary')).code).toBe(0);
    const hosts = await prisma.tenantDomain.findMany({ where: { tenantId: t.id }, orderBy: { host: 'asc' } });
    expect(hosts.map((h) => [h.host, h.primary]).sort()).toEqual(
      [
        [extra, true],
        [t.host, false],
      ].sort(),
    );

    // removing the primary domain promotes the other one
    expect((await cli('remove-domain', '--domain', extra)).code).toBe(0);
    expect(
      await prisma.tenantDomain.findMany({
        where: { tenantId: t.id },
        select: { host: true, primary: true },
      }),
    ).toEqual([{ host: t.host, primary: true }]);
  });

  it('refuses: unknown school, taken or malformed domain, the last domain, an unknown domain', async () => {
    const a = await createTenant();
    const b = await createTenant();
    const before = await snapshot();
    const cases: [string[], RegExp][] = [
      [
        ['add-domain', '--tenant', 'no-such-school', '--domain', 'x.example.com'],
        /no school "no-such-school"/,
      ],
      [['add-domain', '--tenant', a.host, '--domain', b.host], /already belongs/],
      [['add-domain', '--tenant', a.host, '--domain', 'bad_domain!.com'], /not a valid domain/],
      [['add-domain', '--domain', 'x.example.com'], /--tenant is required/],
      [['remove-domain', '--domain', a.host], /only domain/],
      [['remove-domain', '--domain', 'nobody.example.com'], /no school has the domain/],
      [['disable', '--tenant', 'no-such-school'], /no school/],
      [['enable'], /--tenant is required/],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.err, argv.join(' ')).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('disables and enables a school by slug, id or domain without deleting anything', async () => {
    const t = await createTenant();
    await createUser(t, 'student');
    const count = () => prisma.membership.count({ where: { tenantId: t.id } });
    expect((await cli('disable', '--tenant', t.host)).code).toBe(0);
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: t.id } })).disabledAt).toBeInstanceOf(Date);
    expect(await count()).toBe(1);
    expect((await cli('list')).out).toMatch(new RegExp(`\\tdisabled\\t${t.host.replace(/\./g, '\\.')}`));
    expect((await cli('enable', '--tenant', t.id)).code).toBe(0);
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: t.id } })).disabledAt).toBeNull();
  });

  it('usage errors exit 2: no command, an unknown command or option, a stray argument', async () => {
    expect((await cli()).code).toBe(2);
    expect(await cli('frobnicate')).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command'),
    });
    expect((await cli('list', '--bogus')).code).toBe(2);
    expect((await cli('list', 'extra')).code).toBe(2);
    expect(await cli('--help')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Usage: npm run tenant'),
    });
  });
});

describe('the entry point (what `npm run tenant` and the Docker image run)', () => {
  it('runs under tsx without Next, prints, and exits non-zero on a refusal', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, NODE_ENV: 'production' as const, STORAGE_SIGNING_SECRET: 'x'.repeat(40) };
    const ok = await run('node_modules/.bin/tsx', ['lib/tenants/cli-main.ts', 'list'], { env });
    expect(ok.stdout).toBeDefined();
    const refused = await run(
      'node_modules/.bin/tsx',
      ['lib/tenants/cli-main.ts', 'disable', '--tenant', 'nope'],
      {
        env,
      },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('no school "nope"') });
  }, 60_000);
});
