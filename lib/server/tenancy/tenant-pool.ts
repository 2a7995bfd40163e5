import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, createHmac } from 'node:crypto';
import pg from 'pg';
import { getEnv } from '../env';
import { statementName } from '../statement-names';

// The set-up connections (login role, seal key) wait no longer than the pools do (DB_CONNECT_SECONDS): a
// database that accepts but never answers fails the request with a 503 (ADR 0232), and the memoised
// set-up is tried again by the next request, instead of every request waiting on one hung promise.
function setupClientConfig(ownerUrl: string): pg.ClientConfig {
  const ms = getEnv().DB_CONNECT_SECONDS * 1000;
  return { connectionString: ownerUrl, connectionTimeoutMillis: ms, query_timeout: ms };
}

// The request path's own pool (decision 190): it logs in as a role that is only a member of
// `praca_tenant` (no superuser, no BYPASSRLS, owns nothing, reaches no table as itself), switches each
// new connection to `praca_tenant` and keeps the tenant as a session setting, re-set only when the next
// checkout is for another tenant (decision 191). The owner's pool (lib/server/db.ts) stays the named
// cross-tenant path.

/** The role the scoped path runs as (migration 20261124092000_tenant_row_level_security, decision 135). */
export const TENANT_ROLE = 'praca_tenant';
/** The login role created at first use when TENANT_DATABASE_URL is unset (decision 190). */
export const TENANT_LOGIN_ROLE = 'praca_app';

/** What the scoped client is running: one operation outside a transaction, or one transaction. */
export type TenantScope = { tenantId: string; raw: boolean };

// On globalThis, like the Prisma clients: a dev hot reload must not leave the pool reading another instance.
const g = globalThis as unknown as { __pracaTenantScope?: AsyncLocalStorage<TenantScope> };
export const tenantScope: AsyncLocalStorage<TenantScope> = (g.__pracaTenantScope ??=
  new AsyncLocalStorage<TenantScope>());

/**
 * The statement that puts a connection in a tenant: session-level, so it lasts until the next one. The
 * tenant goes with its seal (`tenantSeal`): the policies refuse a tenant whose seal does not match, so SQL
 * run as the tenant role cannot set another school itself (ADR 0221). It also
 * makes the connection keep one generic plan per prepared statement (decision 424): in `auto` mode
 * PostgreSQL planned the feed's page again on every run (2 ms of planning for 0.2 of execution), since a
 * `LIMIT $n` or a `$flag OR ...` makes the generic plan's estimate dearer than the custom ones'. The
 * policies read the tenant at execution, so one plan serves every tenant (decision 380).
 */
export const ENTER_TENANT_SQL =
  "SELECT set_config('role', $1, false), set_config('app.tenant_id', $2, false), " +
  "set_config('app.tenant_seal', $3, false), set_config('plan_cache_mode', 'force_generic_plan', false)";

/** The app_secrets row holding the key that seals the tenant setting (migration 20261207021800, ADR 0221). */
export const SEAL_KEY_NAME = 'tenant_seal';

/**
 * The seal that makes `praca_current_tenant()` accept `app.tenant_id = tenantId` (ADR 0221):
 * hex(sha256(key || sha256(key || tenantId))), the same computation as the SQL function's. The key is a
 * secret the tenant role cannot read, so SQL run as that role cannot seal another school's id.
 */
export function tenantSeal(key: Buffer, tenantId: string): string {
  if (!tenantId) return '';
  const inner = createHash('sha256').update(key).update(tenantId, 'utf8').digest();
  return createHash('sha256').update(key).update(inner).digest('hex');
}

/** Reads the sealing key as the owner (the tenant role has no grant on app_secrets). */
export async function loadSealKey(ownerUrl: string): Promise<Buffer> {
  const owner = new pg.Client(setupClientConfig(ownerUrl));
  await owner.connect();
  try {
    const { rows } = await owner.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
      SEAL_KEY_NAME,
    ]);
    if (!rows[0]) throw new Error(`the app_secrets row ${SEAL_KEY_NAME} is missing (run the migrations)`);
    return Buffer.from(rows[0].value, 'hex');
  } finally {
    await owner.end().catch(() => {});
  }
}

// The login role's password when the app derives it: from the owner's password, so every process (app
// replicas, worker) and every database of a server sharing that owner agree without storing anything. No
// owner password (trust, peer or certificate authentication) means none for the login role either: it then
// authenticates the way the owner does, and no password can be guessed for it.
export function derivedPassword(ownerUrl: string): string | null {
  const password = decodeURIComponent(new URL(ownerUrl).password);
  if (!password) return null;
  return createHmac('sha256', password).update(`praca:${TENANT_LOGIN_ROLE}:v1`).digest('hex');
}

/** The owner's URL with the login role's name and password (same host, port, database, parameters). */
export function derivedTenantUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = TENANT_LOGIN_ROLE;
  url.password = derivedPassword(ownerUrl) ?? '';
  return url.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Roles are cluster-wide: several processes (test files, replicas) may create or alter this one at once.
// Two ALTERs of one role at the same moment fail with "tuple concurrently updated": tried again.
async function retrying<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 4) throw err;
      await sleep(30 + Math.random() * 120);
    }
  }
}

type RoleState = { login: boolean; inherit: boolean; member: boolean };

/**
 * Creates the login role when missing, with NOINHERIT (it holds no privilege of `praca_tenant` until it
 * switches to it) and membership in `praca_tenant` only; `resetPassword` after a failed login. Runs as the
 * owner, who needs CREATEROLE (or is a superuser) for it: otherwise set TENANT_DATABASE_URL (docs/deploy.md).
 */
export async function ensureLoginRole(ownerUrl: string, resetPassword = false): Promise<void> {
  const password = derivedPassword(ownerUrl);
  // Hex or nothing: safe to write into the statement (CREATE/ALTER ROLE take no bind parameters).
  const pw = password === null ? 'NULL' : `'${password.replace(/[^0-9a-f]/g, '')}'`;
  const owner = new pg.Client(setupClientConfig(ownerUrl));
  await owner.connect();
  try {
    const state = async () =>
      (
        await owner.query<RoleState>(
          `SELECT r.rolcanlogin AS login, r.rolinherit AS inherit,
                  pg_has_role(r.oid, $2, 'MEMBER') AS member
           FROM pg_roles r WHERE r.rolname = $1`,
          [TENANT_LOGIN_ROLE, TENANT_ROLE],
        )
      ).rows[0];
    let role = await state();
    if (!role) {
      await owner.query(`CREATE ROLE ${TENANT_LOGIN_ROLE} LOGIN NOINHERIT PASSWORD ${pw}`).catch((err) => {
        // Another process created it in the meantime.
        if (!['42710', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
      });
      role = await state();
    } else if (!role.login || role.inherit || resetPassword) {
      await retrying(() => owner.query(`ALTER ROLE ${TENANT_LOGIN_ROLE} LOGIN NOINHERIT PASSWORD ${pw}`));
    }
    if (!role?.member) {
      await retrying(async () => {
        if (!(await state())?.member) await owner.query(`GRANT ${TENANT_ROLE} TO ${TENANT_LOGIN_ROLE}`);
      });
    }
  } finally {
    await owner.end().catch(() => {});
  }
}

type RoleCheck = {
  login: string;
  superuser: boolean;
  bypassrls: boolean;
  member: boolean;
  inherits: boolean;
  reaches: string | null;
  secrets: string | null;
};

/**
 * Refuses a login role that could step out of `praca_tenant`: a superuser or BYPASSRLS role, one that is not
 * a member of it, one that has its privileges without switching (INHERIT: after `SET ROLE NONE` it would
 * read the tables as a role the policies do not hold), and one that reaches a table as itself or can switch
 * to a table's owner. Nor may `praca_tenant` read the secrets' tables (a grant an operator's default
 * privileges could give it). Run once per pool, on its first connection.
 */
export async function checkLoginRole(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<RoleCheck>(
    `SELECT session_user::text AS login, r.rolsuper AS superuser, r.rolbypassrls AS bypassrls,
            pg_has_role(session_user, $1, 'MEMBER') AS member,
            pg_has_role(session_user, $1, 'USAGE') AS inherits,
            (SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm')
                AND (pg_has_role(session_user, c.relowner, 'MEMBER')
                     OR has_table_privilege(session_user, c.oid, 'SELECT, INSERT, UPDATE, DELETE'))
              LIMIT 1) AS reaches,
            (SELECT string_agg(t, ', ') FROM unnest(ARRAY['app_secrets', 'user_credentials']) t
              WHERE to_regclass(t) IS NOT NULL AND has_table_privilege($1, to_regclass(t), 'SELECT')) AS secrets
     FROM pg_roles r WHERE r.rolname = session_user`,
    [TENANT_ROLE],
  );
  const r = rows[0];
  const problems = [
    !r && 'the login role was not found',
    r?.superuser && 'it is a superuser',
    r?.bypassrls && 'it has BYPASSRLS',
    r && !r.member && `it is not a member of ${TENANT_ROLE}`,
    r?.inherits && `it inherits ${TENANT_ROLE}'s privileges (create it NOINHERIT)`,
    r?.reaches && `it reaches the table ${r.reaches} as itself (owner, member of the owner, or a grant)`,
    r?.secrets &&
      `${TENANT_ROLE} can read ${r.secrets} (password hashes, the tenant seal's key: ADR 0220, 0221)`,
  ].filter(Boolean);
  if (problems.length)
    throw new Error(
      `The tenant database role ${r?.login ?? ''} cannot serve the scoped path: ${problems.join('; ')}. ` +
        'See docs/deploy.md, "Database roles and row-level security".',
    );
}

type Options = {
  ownerUrl: string;
  tenantUrl?: string;
  max: number;
  /** pg's pool settings besides the address and size (db.ts: how long idle connections stay). */
  config?: Omit<pg.PoolConfig, 'connectionString' | 'max'>;
};

const tenantOf = new WeakMap<pg.PoolClient, string>();

/** Statements sent to put connections in a tenant (tests and the bench read it). */
export const tenantPoolStats = { switches: 0 };

/**
 * A pg pool whose every checkout is in the tenant of the scoped operation asking for it (the AsyncLocalStorage
 * `tenantScope`, read when `connect` is called, before any wait for a free connection), and as
 * `praca_tenant`. A connection keeps both between checkouts; they are sent again only when the tenant
 * differs, when the connection is new, and after raw SQL ran on it (raw SQL could have changed either).
 * No scope means no tenant: an empty setting, which reads no row.
 */
export function createTenantPool({ ownerUrl, tenantUrl, max, config }: Options): pg.Pool {
  const connectionString = tenantUrl ?? derivedTenantUrl(ownerUrl);
  const pool = new pg.Pool({ ...config, connectionString, max });
  const acquire = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  let prepared: Promise<void> | undefined = tenantUrl ? Promise.resolve() : undefined;
  let keyRead: Promise<Buffer> | undefined;
  let checked = false;
  const seals = new Map<string, string>();

  let ready: Promise<Buffer> | undefined;
  const setUp = () =>
    (ready ??= Promise.all([
      (prepared ??= ensureLoginRole(ownerUrl).catch((err: unknown) => {
        prepared = undefined;
        throw new Error(
          `Could not set up the tenant login role ${TENANT_LOGIN_ROLE} as DATABASE_URL's user ` +
            `(${(err as Error).message}): give that user CREATEROLE, or create the role and set ` +
            'TENANT_DATABASE_URL (docs/deploy.md, "Database roles and row-level security").',
          { cause: err },
        );
      })),
      (keyRead ??= loadSealKey(ownerUrl).catch((err: unknown) => {
        keyRead = undefined;
        throw new Error(
          `Could not read the tenant seal key as DATABASE_URL's user: ${(err as Error).message}`,
          {
            cause: err,
          },
        );
      })),
    ]).then(
      ([, key]) => key,
      (err: unknown) => {
        ready = undefined;
        throw err;
      },
    ));

  // One seal per tenant, computed once (two SHA-256 of a few bytes, but on every tenant switch).
  const sealOf = (key: Buffer, tenant: string) => {
    let seal = seals.get(tenant);
    if (seal === undefined) {
      if (seals.size > 1000) seals.clear();
      seals.set(tenant, (seal = tenantSeal(key, tenant)));
    }
    return seal;
  };

  async function checkout(scope: TenantScope | undefined): Promise<pg.PoolClient> {
    const key = await setUp();
    let client: pg.PoolClient;
    try {
      client = await acquire();
    } catch (err) {
      // Wrong password: the role predates this owner password (or another owner set it). Derived mode only.
      if (tenantUrl || (err as { code?: string }).code !== '28P01') throw err;
      await ensureLoginRole(ownerUrl, true);
      client = await acquire();
    }
    const tenant = scope?.tenantId ?? '';
    try {
      if (!checked) {
        await checkLoginRole(client);
        checked = true;
      }
      if (tenantOf.get(client) !== tenant) {
        tenantOf.delete(client);
        tenantPoolStats.switches++;
        await client.query({
          name: statementName(ENTER_TENANT_SQL),
          text: ENTER_TENANT_SQL,
          values: [TENANT_ROLE, tenant, sealOf(key, tenant)],
        });
        tenantOf.set(client, tenant);
      }
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    const release = client.release;
    client.release = (err?: Error | boolean) => {
      if (err || scope?.raw) tenantOf.delete(client);
      return release.call(client, err);
    };
    return client;
  }

  // pg-pool's own `query` calls `connect` with a callback; Prisma's adapter calls it without one.
  pool.connect = ((cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    const promise = checkout(tenantScope.getStore());
    if (!cb) return promise;
    promise.then(
      (client) => cb(undefined, client, () => client.release()),
      (err: Error) => cb(err),
    );
    return undefined;
  }) as typeof pool.connect;
  return pool;
}
