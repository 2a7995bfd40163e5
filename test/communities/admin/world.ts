import { beforeAll } from 'vitest';
import { createTenant, createUser, createWorld } from '../../support/factories';
import { withLocalStorage } from '../../support/uploads';

// What the new-version admin tests (admin.test.ts, admin-lists.test.ts) share: two tenants with their
// admins, a local storage folder, and a fresh tenant on demand. A file calls setupWorld() once at its top;
// `w` is a live binding, set before the file's tests run.

type World = Awaited<ReturnType<typeof createWorld>>;
export const V2 = '/api/v2/communities';
export let w: World;

export function setupWorld() {
  withLocalStorage('communities');
  beforeAll(async () => {
    w = await createWorld();
  });
}

export const asA = () => ({ host: w.a.host, cookie: w.adminA.cookie });
export const asB = () => ({ host: w.b.host, cookie: w.adminB.cookie });
export const idParams = (id: string) => ({ params: { id } });

/** A tenant of its own with an admin, for tests that count or order every community. */
export async function fresh() {
  const t = await createTenant();
  const admin = await createUser(t, 'admin');
  return { t, as: { host: t.host, cookie: admin.cookie } };
}
