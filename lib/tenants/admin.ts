import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { linkEmail } from '@/lib/auth/magic-link-email';
import { mailSignInLink } from '@/lib/auth/service';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { prisma } from '@/lib/server/db';
import { tenantOrigin } from '@/lib/server/public-origin';
import type { RequestContext } from '@/lib/server/route';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { CACHE_CHANNEL, HOSTS_CHANGED } from '@/lib/server/cache-bus';
import { clearTenantCache } from '@/lib/server/tenancy/resolve';
import { parseDomain, parseEmail } from './domains';

// The operator's school administration (`npm run tenant -- …`, ADR 0480): the cross-tenant path, on the
// owner's client like the seeds. Every operation validates all of its input before it writes, and writes
// in one transaction, so a refused call changes nothing.

/** A refusal the CLI prints as is (operator-facing, like the other operator scripts' output). */
export class TenantAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TenantAdminError';
  }
}

/** The new owner's sign-in link lasts a day (messages auth.schoolReadyMail.intro says so). */
export const OWNER_LINK_TTL_MINUTES = 24 * 60;
const MAX_NAME = 120;

export interface SchoolRow {
  id: string;
  name: string;
  slug: string;
  disabled: boolean;
  domains: { host: string; primary: boolean }[];
  owners: string[];
  createdAt: Date;
}

function fail(message: string): never {
  throw new TenantAdminError(message);
}

function schoolName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (!name) fail('--name is required');
  if (/[\u0000-\u001f\u007f]/.test(name)) fail('--name contains control characters');
  if (name.length > MAX_NAME) fail(`--name is longer than ${MAX_NAME} characters`);
  return name;
}

function domainArg(raw: string | undefined, flag = '--domain'): string {
  if (!raw) fail(`${flag} is required`);
  return parseDomain(raw) ?? fail(`${flag} "${raw}" is not a valid domain name (e.g. escola.example.com)`);
}

function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return base || 'escola';
}

async function assertDomainFree(host: string) {
  const taken = await prisma.tenantDomain.findUnique({
    where: { host },
    select: { tenant: { select: { slug: true } } },
  });
  if (taken) fail(`the domain ${host} already belongs to the school "${taken.tenant.slug}"`);
}

/** Every replica forgets its host -> school lookups at once (the cache bus, ADR 0482), and this process. */
async function hostsChanged() {
  clearTenantCache();
  await prisma.$executeRaw`SELECT pg_notify(${CACHE_CHANNEL}, ${HOSTS_CHANGED()})`;
}

/** A school by its slug, id or one of its domains; refuses an unknown one. */
export async function findSchool(
  ref: string | undefined,
): Promise<{ id: string; name: string; slug: string }> {
  const key = (ref ?? '').trim();
  if (!key) fail('--tenant is required (a slug, an id or one of its domains)');
  const select = { id: true, name: true, slug: true } as const;
  const bySlug = await prisma.tenant.findUnique({ where: { slug: key.toLowerCase() }, select });
  if (bySlug) return bySlug;
  if (/^[0-9a-f-]{36}$/i.test(key)) {
    const byId = await prisma.tenant.findUnique({ where: { id: key.toLowerCase() }, select });
    if (byId) return byId;
  }
  const host = parseDomain(key);
  const byDomain = host
    ? await prisma.tenantDomain.findUnique({ where: { host }, select: { tenant: { select } } })
    : null;
  return byDomain?.tenant ?? fail(`no school "${key}" (give its slug, id or one of its domains)`);
}

/** A context for work done for a school outside a request (the owner's e-mail). */
function operatorContext(tenant: { id: string; name: string; slug: string }): RequestContext {
  return {
    requestId: randomUUID(),
    tenant,
    db: forTenant(tenant.id),
    user: null,
    role: null,
    canEdit: false,
    locale: DEFAULT_LOCALE,
    t: getTranslator(DEFAULT_LOCALE),
    ip: null,
    userAgent: 'praca-tenant-cli',
  };
}

export interface CreateSchoolInput {
  name?: string;
  domain?: string;
  admin?: string;
  adminName?: string;
}

/**
 * The school, its primary domain, its settings and its owner (an existing account with that e-mail, or a
 * new one without a password), then the owner's sign-in link by e-mail on the school's own origin.
 */
export async function createSchool(input: CreateSchoolInput) {
  const name = schoolName(input.name);
  const host = domainArg(input.domain);
  if (!input.admin) fail('--admin is required (the owner’s e-mail)');
  const email = parseEmail(input.admin) ?? fail(`--admin "${input.admin}" is not a valid e-mail address`);
  const ownerName = (input.adminName ?? '').trim() || email.split('@')[0]!;
  if (ownerName.length > MAX_NAME) fail(`--admin-name is longer than ${MAX_NAME} characters`);
  await assertDomainFree(host);

  const base = slugify(name);
  const slugTaken = await prisma.tenant.findUnique({ where: { slug: base }, select: { id: true } });
  const slug = slugTaken ? `${base}-${randomBytes(3).toString('hex')}` : base;

  const { tenant, owner } = await prisma.$transaction(async (tx) => {
    const tenant = await tx.tenant.create({
      data: { name, slug, domains: { create: { host, primary: true } }, settings: { create: {} } },
      select: { id: true, name: true, slug: true },
    });
    const owner = await tx.user.upsert({
      where: { email },
      create: { email, name: ownerName },
      update: {},
      select: { id: true, email: true, name: true, locale: true },
    });
    await tx.membership.create({ data: { tenantId: tenant.id, userId: owner.id, role: 'owner' } });
    return { tenant, owner };
  });
  await hostsChanged();
  const mailed = await mailSignInLink(operatorContext(tenant), owner, {
    origin: tenantOrigin(host),
    redirect: null,
    ttlMinutes: OWNER_LINK_TTL_MINUTES,
    mail: (m) => linkEmail('auth.schoolReadyMail', m),
  });
  return { tenant, host, owner: owner.email, mailed, origin: tenantOrigin(host) };
}

export async function listSchools(): Promise<SchoolRow[]> {
  const rows = await prisma.tenant.findMany({
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      name: true,
      slug: true,
      disabledAt: true,
      createdAt: true,
      domains: {
        orderBy: [{ primary: 'desc' }, { createdAt: 'asc' }],
        select: { host: true, primary: true },
      },
      memberships: { where: { role: 'owner' }, select: { user: { select: { email: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    disabled: r.disabledAt !== null,
    domains: r.domains,
    owners: r.memberships.map((m) => m.user.email),
    createdAt: r.createdAt,
  }));
}

/** Adds a domain to a school; `primary` makes it the one e-mails link to. */
export async function addDomain(input: { tenant?: string; domain?: string; primary?: boolean }) {
  const host = domainArg(input.domain);
  const school = await findSchool(input.tenant);
  await assertDomainFree(host);
  await prisma.$transaction(async (tx) => {
    if (input.primary)
      await tx.tenantDomain.updateMany({ where: { tenantId: school.id }, data: { primary: false } });
    await tx.tenantDomain.create({ data: { tenantId: school.id, host, primary: !!input.primary } });
  });
  await hostsChanged();
  return { school, host };
}

/** Removes a domain; a school keeps at least one, and losing its primary one promotes the oldest other. */
export async function removeDomain(input: { domain?: string }) {
  const host = domainArg(input.domain);
  const row = await prisma.tenantDomain.findUnique({
    where: { host },
    select: { id: true, primary: true, tenantId: true, tenant: { select: { slug: true } } },
  });
  if (!row) fail(`no school has the domain ${host}`);
  const school = row;
  await prisma.$transaction(async (tx) => {
    const others = await tx.tenantDomain.findMany({
      where: { tenantId: school.tenantId, id: { not: school.id } },
      orderBy: { createdAt: 'asc' },
      select: { id: true, primary: true },
    });
    if (!others.length)
      fail(
        `${host} is the only domain of "${school.tenant.slug}": add another first (or disable the school)`,
      );
    await tx.tenantDomain.delete({ where: { id: school.id } });
    if (school.primary && !others.some((o) => o.primary))
      await tx.tenantDomain.update({ where: { id: others[0]!.id }, data: { primary: true } });
  });
  await hostsChanged();
  return { slug: school.tenant.slug, host };
}

/** Disables (or enables again) a school; nothing is deleted. */
export async function setSchoolDisabled(input: { tenant?: string }, disabled: boolean) {
  const school = await findSchool(input.tenant);
  await prisma.tenant.update({
    where: { id: school.id },
    data: { disabledAt: disabled ? new Date() : null },
  });
  await hostsChanged();
  return school;
}
