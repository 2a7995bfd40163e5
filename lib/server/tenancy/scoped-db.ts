import 'server-only';
import type { QueryResultRow } from 'pg';
import { getTenantPool, getTenantPrisma, getUncountedTenantPrisma } from '../db';
import { countQuery } from '../query-stats';
import { statementName } from '../statement-names';
import { AppError } from '../errors';
import { TENANT_MODELS } from './models';
import { tenantScope, type TenantScope } from './tenant-pool';

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

export { TENANT_ROLE } from './tenant-pool';

type InternalParams = { transaction?: { kind?: string } };

const FIND_UNIQUE: Record<string, 'findFirst' | 'findFirstOrThrow'> = {
  findUnique: 'findFirst',
  findUniqueOrThrow: 'findFirstOrThrow',
};

/**
 * A findUnique's `where` as a findFirst's: a compound unique selector (`tenantId_userId: { tenantId, userId }`)
 * becomes its fields, ANDed with the rest.
 */
export function uniqueWhereAsFilter(where: Record<string, unknown> | undefined): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  const compound: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(where ?? {})) {
    const fields = key.split('_');
    const inner = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
    if (fields.length > 1 && inner.length === fields.length && fields.every((f) => inner.includes(f)))
      compound.push(value as Record<string, unknown>);
    else rest[key] = value;
  }
  if (!compound.length) return rest;
  const and = rest.AND === undefined ? [] : Array.isArray(rest.AND) ? rest.AND : [rest.AND];
  return { ...rest, AND: [...and, ...compound] };
}

const delegateOf = (client: unknown, model: string) =>
  (client as Record<string, Record<string, (a: unknown) => Promise<unknown>>>)[
    model.charAt(0).toLowerCase() + model.slice(1)
  ]!;

// Prisma's promises are lazy: the operation starts when `then` is called, so it is called inside the scope.
const inScope = <T>(scope: TenantScope, run: () => PromiseLike<T>): Promise<T> =>
  tenantScope.run(scope, async () => await run());

function build(tenantId: string) {
  const base = getTenantPrisma();
  const uncounted = getUncountedTenantPrisma();
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
        // Inside a transaction of this client the connection was put in the tenant when it was taken
        // (tenant-pool.ts); raw SQL there marks it to be set again before its next use.
        const internal = (params as unknown as { __internalParams?: InternalParams }).__internalParams;
        if (internal?.transaction) {
          const current = tenantScope.getStore();
          if (!model && current) current.raw = true;
          return query(scopedArgs);
        }
        const scope = { tenantId, raw: !model };
        // Prisma merges the findUniques of one tick into one statement (and runs a lone one from the first
        // caller's tick), across tenants since they share this client: the statement would run in one
        // tenant's connection. A findFirst is never merged (decision 191). Counted once already (the
        // counting extension runs before this one), hence the uncounted client.
        const firstOf = FIND_UNIQUE[operation];
        if (model && firstOf) {
          const a = scopedArgs as Args;
          const where = uniqueWhereAsFilter(a.where as Record<string, unknown> | undefined);
          return inScope(scope, () => delegateOf(uncounted, model)[firstOf]!({ ...a, where }));
        }
        return inScope(scope, () => query(scopedArgs));
      },
    },
  });

  // Transactions take their connection, already in the tenant, when they start: inside the scope.
  const $transaction = ((arg: unknown, options?: unknown) =>
    inScope({ tenantId, raw: false }, () =>
      scoped.$transaction(arg as never, options as never),
    )) as typeof scoped.$transaction;

  // One read on the tenant pool without Prisma, for the hottest reads (decision 273): the connection is
  // put in the tenant and role by the pool's checkout like any other, so row-level security holds it to
  // the tenant. Only SQL text written in the code, with bind parameters, that reads: the connection is
  // not marked to be set again (raw SQL through Prisma is, since it may be anything). `pg` parses
  // timestamps without time zone as local time: compare them in SQL, or select them as text.
  const $read = <R extends QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
    const pool = getTenantPool();
    countQuery();
    return tenantScope.run(
      { tenantId, raw: false },
      async () => (await pool.query<R>({ name: statementName(text), text, values })).rows,
    );
  };

  return new Proxy(scoped, {
    get(target, prop) {
      if (prop === '$transaction') return $transaction;
      if (prop === '$read') return $read;
      return Reflect.get(target, prop);
    },
  }) as typeof scoped & { $read: typeof $read };
}

export type TenantDb = ReturnType<typeof build>;

/** The client an interactive `ctx.db.$transaction(async (tx) => ...)` hands its callback (still tenant-scoped). */
export type TenantTx = Parameters<Parameters<TenantDb['$transaction']>[0]>[0];

// Small cache: an extended client is cheap, but there is no reason to rebuild one per request.
const cache = new Map<string, { db: TenantDb; base: unknown }>();

/**
 * The database as one tenant sees it: every query on a tenant-owned model is filtered by that tenant
 * and every create is stamped with it, and every statement (raw SQL included) runs on the tenant pool's
 * login role as `praca_tenant` with `app.tenant_id` set to the tenant, so PostgreSQL's row-level security
 * holds it to the tenant too (decisions 135, 190, 191). Services get this through the request context only.
 */
export function forTenant(tenantId: string): TenantDb {
  const base = getTenantPrisma();
  const hit = cache.get(tenantId);
  // A client built on a pool that has since been disconnected (tests, the bench) is rebuilt.
  if (hit && hit.base === base) return hit.db;
  const db = build(tenantId);
  if (cache.size > 500) cache.delete(cache.keys().next().value as string);
  cache.set(tenantId, { db, base });
  return db;
}

export function clearTenantDbCache() {
  cache.clear();
}
