import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { getEnv } from './env';
import { log } from './log';
import { countQuery } from './query-stats';
import { statementName } from './statement-names';
import { createTenantPool } from './tenancy/tenant-pool';

// Two Prisma clients per process (kept on globalThis so dev hot reloads do not open new pools). The owner's
// is the named cross-tenant path (host -> tenant, sign-in, jobs, seeds: `prisma` below); the tenant one
// logs in as a role held by row-level security and is reached only through `forTenant()` (decision 190).
// Route handlers and pages never import this; services reach the database through the request context
// (`ctx.db`, tenant-scoped) or, for the few cross-tenant lookups, here.
const globalForPrisma = globalThis as unknown as {
  __pracaPrisma?: PrismaClient;
  __pracaOwnerPool?: pg.Pool;
  __pracaTenantPrisma?: PrismaClient;
  __pracaTenantPrismaUncounted?: PrismaClient;
  __pracaTenantPool?: pg.Pool;
};

function databaseUrl(): string {
  const { DATABASE_URL } = getEnv();
  if (!DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: start the app with `npm run demo` or `npm start`, which set it.',
    );
  }
  return DATABASE_URL;
}

// A pool emits 'error' when an idle connection drops (a database restart); with no listener that would
// end the process. The adapter adds its own listener only when Prisma first connects, and `ownerQuery` or
// `$read` may use the pool before that.
function keepAlive(pool: pg.Pool): pg.Pool {
  pool.on('error', (err) => log('warn', 'idle database connection dropped', { error: err.message }));
  return pool;
}

// pg closes a pooled connection after 10 s unused by default, so the first request after a quiet spell paid
// a new connection and its statements prepared again (decision 395): idle ones now stay
// DB_POOL_IDLE_SECONDS. They no longer hold a script's process open: it ends once every connection is idle.
// A connection that cannot be had within DB_CONNECT_SECONDS (a server that never answers, a pool
// whose connections all hang) fails the query, which the route wrapper answers 503 (ADR 0232).
function idleConfig() {
  const env = getEnv();
  return {
    idleTimeoutMillis: env.DB_POOL_IDLE_SECONDS * 1000,
    allowExitOnIdle: true,
    connectionTimeoutMillis: env.DB_CONNECT_SECONDS * 1000,
  };
}

// Prisma's statements with bind parameters are named prepared statements too (decision 380). One without
// parameters (a `SET`, DDL, a text with several statements) keeps pg's simple protocol, as before.
const adapterOptions = {
  disposeExternalPool: true,
  statementNameGenerator: (query: { sql: string; args: unknown[] }) =>
    (query.args.length ? statementName(query.sql) : undefined) as string,
};

function counted(adapter: PrismaPg): [PrismaClient, PrismaClient] {
  // Transactions keep Prisma's default budget (timeout 5 s): event consumers run after commit (decision
  // 140), so no request transaction carries scoring work any more. Waiting for a pooled connection
  // (maxWait) may take longer than the default 2 s when many writes queue on one hot row (a popular
  // post's counter): that wait holds no lock, so it gets 10 s rather than failing the request.
  const base = new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000 } });
  const extended = base.$extends({
    query: {
      async $allOperations({ args, query }) {
        countQuery();
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  return [extended, base];
}

export function getPrisma(): PrismaClient {
  if (!globalForPrisma.__pracaPrisma) {
    // The adapter's pool is ours, so the few hot reads of `ownerQuery` share its connections.
    const pool = keepAlive(
      new pg.Pool({ ...idleConfig(), connectionString: databaseUrl(), max: getEnv().DB_POOL_SIZE }),
    );
    globalForPrisma.__pracaPrisma = counted(new PrismaPg(pool, adapterOptions))[0];
    globalForPrisma.__pracaOwnerPool = pool;
  }
  return globalForPrisma.__pracaPrisma;
}

/**
 * One statement on the owner's pool without Prisma (decision 270): for the session read that every API
 * call and page makes, where Prisma's query pipeline cost more CPU than the rest of the request. Counted
 * like a Prisma operation. Fixed SQL text written in the code with bind parameters only; `pg` parses
 * timestamps without time zone as local time, so compare them in SQL, never in JS.
 */
export async function ownerQuery<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
  getPrisma();
  countQuery();
  return (await globalForPrisma.__pracaOwnerPool!.query<R>({ name: statementName(text), text, values })).rows;
}

/**
 * The client of the scoped path's login role (lib/server/tenancy/tenant-pool.ts). Only `forTenant()` uses
 * it: without the tenant it sets around each operation, it reads nothing.
 */
export function getTenantPrisma(): PrismaClient {
  if (!globalForPrisma.__pracaTenantPrisma) {
    const { TENANT_DATABASE_URL, DB_POOL_SIZE } = getEnv();
    const pool = keepAlive(
      createTenantPool({
        ownerUrl: databaseUrl(),
        tenantUrl: TENANT_DATABASE_URL,
        max: DB_POOL_SIZE,
        config: idleConfig(),
      }),
    );
    [globalForPrisma.__pracaTenantPrisma, globalForPrisma.__pracaTenantPrismaUncounted] = counted(
      new PrismaPg(pool, adapterOptions),
    );
    globalForPrisma.__pracaTenantPool = pool;
  }
  return globalForPrisma.__pracaTenantPrisma;
}

/** The tenant pool behind that client, for the scoped client's `$read` (tenancy/scoped-db.ts) only. */
export function getTenantPool(): pg.Pool {
  getTenantPrisma();
  return globalForPrisma.__pracaTenantPool!;
}

/** The same client without the operation counter, for an operation the scoped client already counted. */
export function getUncountedTenantPrisma(): PrismaClient {
  getTenantPrisma();
  return globalForPrisma.__pracaTenantPrismaUncounted!;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getPrisma() as unknown as Record<string | symbol, unknown>;
    const value = client[prop];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

export async function disconnectPrisma() {
  const { __pracaPrisma: owner, __pracaTenantPrisma: tenant } = globalForPrisma;
  globalForPrisma.__pracaPrisma = undefined;
  globalForPrisma.__pracaOwnerPool = undefined;
  globalForPrisma.__pracaTenantPrisma = undefined;
  globalForPrisma.__pracaTenantPrismaUncounted = undefined;
  globalForPrisma.__pracaTenantPool = undefined;
  await Promise.all([owner?.$disconnect(), tenant?.$disconnect()]);
}

/** Connection counts of this process's pools (the metrics' database pool use); absent pools are left out. */
export function poolStats(): { pool: 'owner' | 'tenant'; total: number; idle: number; waiting: number }[] {
  const out: { pool: 'owner' | 'tenant'; total: number; idle: number; waiting: number }[] = [];
  for (const [pool, p] of [
    ['owner', globalForPrisma.__pracaOwnerPool],
    ['tenant', globalForPrisma.__pracaTenantPool],
  ] as const)
    if (p) out.push({ pool, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });
  return out;
}
