import 'server-only';
import { getPrisma } from '../db';
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

function build(tenantId: string) {
  return getPrisma().$extends({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          // A global model (User, Tenant) through the scoped client would read and write across tenants
          // unfiltered: those lookups go through the named cross-tenant `prisma` client instead.
          if (!model || !TENANT_SET.has(model))
            throw new Error(`the tenant-scoped client refuses the global model ${model ?? '(raw)'}`);
          return query(scopeArgs(operation, args as Args, tenantId) as typeof args);
        },
      },
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
 * and every create is stamped with it. Services get this through the request context only.
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
