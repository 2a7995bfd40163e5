import { randomBytes } from 'node:crypto';
import type { Role } from '@/lib/generated/prisma/enums';
import { createSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { hashPassword } from '@/lib/server/auth/tokens';
import { prisma } from '@/lib/server/db';

// Unique tenants, hosts and e-mails for each test, so tests never depend on each other's rows.
const uid = () => randomBytes(5).toString('hex');

export interface TestTenant {
  id: string;
  name: string;
  host: string;
}

export async function createTenant(name = `Tenant ${uid()}`): Promise<TestTenant> {
  const slug = `t-${uid()}`;
  const host = `${slug}.test`;
  const tenant = await prisma.tenant.create({
    data: { name, slug, domains: { create: { host, primary: true } }, settings: { create: {} } },
  });
  return { id: tenant.id, name: tenant.name, host };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** a Cookie header carrying a valid session on the tenant's host */
  cookie: string;
}

let hashed: string | undefined;
export const TEST_PASSWORD = 'senha-teste-123';

export async function createUser(
  tenant: TestTenant,
  role: Role = 'student',
  name = 'Pessoa Teste',
): Promise<TestUser> {
  hashed ??= await hashPassword(TEST_PASSWORD);
  const email = `${role}-${uid()}@example.test`;
  const user = await prisma.user.create({
    data: {
      email,
      name,
      credential: { create: { passwordHash: hashed } },
      memberships: { create: { tenantId: tenant.id, role } },
    },
  });
  const { token } = await createSession(tenant.id, user.id);
  return { id: user.id, email, password: TEST_PASSWORD, role, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Two tenants, each with an editor and a student: the usual cast of a conformance test. */
export async function createWorld() {
  const a = await createTenant('Tenant A');
  const b = await createTenant('Tenant B');
  return {
    a,
    b,
    adminA: await createUser(a, 'admin'),
    studentA: await createUser(a, 'student'),
    adminB: await createUser(b, 'admin'),
    studentB: await createUser(b, 'student'),
  };
}
