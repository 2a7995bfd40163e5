import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { getPrisma, getUncountedPrisma, TENANT_ENTRY_PREFIX } from '../db';
import { AppError } from '../errors';
import { TENANT_MODELS } from './models';

const TENANT_SET = new Set<string>(TENANT_MODELS);
const WHERE_OPS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
  'upsert',
]);

type Args = Record<string, unknown> & { where?: object; data?: unknown; create?: object; update?: unknown };

function stamp(data: unknown, tenantId: string): unknown {
  if (Array.isArray(data)) return data.map((d) => stamp(d, tenantId));
  if (!data || typeof data !== 'object') return data;
  const row = data as Record<string, unknown>;
  if (row.tenantId !== undefined && row.tenantId !== tenantId) throw new AppError('NOT_FOUND');
  if ('tenant' in row) throw new Error('tenant-scoped writes must use tenantId, not a tenant relation');
  return { ...row, tenantId };
}

function guardUpdate(data: unknown, tenantId: string) {
  // `tenant: { connect }` (or any write through the relation) would move the row to another tenant.
  if (data && typeof data === 'object' && 'tenant' in data)
    throw new Error('tenant-scoped updates cannot change the tenant relation');
  if (
    data &&
    typeof data === 'object' &&
    'tenantId' in data &&
    (data as { tenantId: unknown }).tenantId !== tenantId
  )
    throw new AppError('NOT_FOUND');
}

// A nested `connect` names a related row by its unique key, which the scoped client cannot filter: it
// could link a row to another tenant's. Services link rows by their id columns, after reading the target
// through the scoped client (decision 151), so any `connect` in a write is refused.
const RELATION_LINKS = new Set(['connect', 'connectOrCreate']);

function refuseRelationLinks(value: unknown, depth = 0) {
  if (!value || typeof value !== 'object' || depth > 8 || value instanceof Date) return;
  for (const [key, inner] of Object.entries(value)) {
    if (RELATION_LINKS.has(key))
      throw new Error(
        `the tenant-scoped client refuses \`${key}\`: write the related row's id column instead`,
      );
    refuseRelationLinks(inner, depth + 1);
  }
}

/** Rewrites the arguments of one operation on a tenant-owned model so it cannot see or touch another tenant. */
export function scopeArgs(operation: string, args: Args | undefined, tenantId: string): Args {
  const a: Args = { ...(args ?? {}) };
  if (WHERE_OPS.has(operation)) a.where = { ...(a.where ?? {}), tenantId };
  if (operation === 'create' || operation === 'createMany' || operation === 'createManyAndReturn')
    a.data = stamp(a.data, tenantId);
  if (operation === 'upsert') {
    a.create = stamp(a.create, tenantId) as object;
    guardUpdate(a.update, tenantId);
  }
  if (operation === 'update' || operation === 'updateMany' || operation === 'updateManyAndReturn')
    guardUpdate(a.data, tenantId);
  refuseRelationLinks(a.data);
  refuseRelationLinks(a.create);
  refuseRelationLinks(a.update);
  return a;
}

/** The role the scoped path runs as (migration 20261124092000_tenant_row_level_security, decision 135). */
export const TENANT_ROLE = 'praca_tenant';

// Transaction-local, so the pooled connection is itself again at COMMIT or ROLLBACK. `set_config('role')` is
// `SET LOCAL ROLE` in a form that takes a bind parameter for the tenant in the same statement.
const enterSql = (tenantId: string) =>
  Prisma.sql`SELECT set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`;
// db.ts recognises it by its first chunk to leave it out of the query count.
if (enterSql('x').strings[0] !== TENANT_ENTRY_PREFIX) throw new Error('TENANT_ENTRY_PREFIX is out of date');

type InternalParams = { transaction?: { kind?: string } };

function build(tenantId: string) {
  const base = getPrisma();
  const scoped = base.$extends({
    name: 'tenant-scope',
    query: {
      // Top level, so raw SQL ($queryRaw, $executeRaw and their Unsafe forms) gets the database's wall too.
      async $allOperations(params) {
        const { model, operation, args, query } = params;
        let scopedArgs = args;
        if (model) {
          // A global model (User, Tenant) through the scoped client would read and write across tenants
          // unfiltered: those lookups go through the named cross-tenant `prisma` client instead.
          if (!TENANT_SET.has(model))
            throw new Error(`the tenant-scoped client refuses the global model ${model}`);
          scopedArgs = scopeArgs(operation, args as Args, tenantId) as typeof args;
        }
        // Inside a transaction of this client the role and tenant were set at its start (below).
        const internal = (params as unknown as { __internalParams?: InternalParams }).__internalParams;
        if (internal?.transaction) return query(scopedArgs);
        const [, result] = await base.$transaction([
          getUncountedPrisma().$executeRaw(enterSql(tenantId)),
          query(scopedArgs),
        ]);
        return result;
      },
    },
  });

  // Interactive and batch transactions enter the tenant once, as their first statement.
  const $transaction = ((arg: unknown, options?: unknown) => {
    if (typeof arg === 'function') {
      return scoped.$transaction(
        async (tx) => {
          await tx.$executeRaw(enterSql(tenantId));
          return (arg as (t: typeof tx) => Promise<unknown>)(tx);
        },
        options as Parameters<typeof scoped.$transaction>[1],
      );
    }
    return scoped
      .$transaction(
        [getUncountedPrisma().$executeRaw(enterSql(tenantId)), ...(arg as Prisma.PrismaPromise<unknown>[])],
        options as { isolationLevel?: Prisma.TransactionIsolationLevel },
      )
      .then((results) => results.slice(1));
  }) as typeof scoped.$transaction;

  return new Proxy(scoped, {
    get(target, prop) {
      if (prop === '$transaction') return $transaction;
      return Reflect.get(target, prop);
    },
  });
}

export type TenantDb = ReturnType<typeof build>;

/** The client an interactive `ctx.db.$transaction(async (tx) => ...)` hands its callback (still tenant-scoped). */
export type TenantTx = Parameters<Parameters<TenantDb['$transaction']>[0]>[0];

// Small cache: an extended client is cheap, but there is no reason to rebuild one per request.
const cache = new Map<string, TenantDb>();

/**
 * The database as one tenant sees it: every query on a tenant-owned model is filtered by that tenant
 * and every create is stamped with it, and every statement (raw SQL included) runs in a transaction as
 * the role `praca_tenant` with `app.tenant_id` set, so PostgreSQL's row-level security holds it to the
 * tenant too (decision 135). Services get this through the request context only.
 */
export function forTenant(tenantId: string): TenantDb {
  let db = cache.get(tenantId);
  if (!db) {
    db = build(tenantId);
    if (cache.size > 500) cache.delete(cache.keys().next().value as string);
    cache.set(tenantId, db);
  }
  return db;
}

export function clearTenantDbCache() {
  cache.clear();
}
