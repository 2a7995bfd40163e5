import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { getEnv } from './env';
import { countQuery } from './query-stats';

// One Prisma client per process (kept on globalThis so dev hot reloads do not open new pools).
// Route handlers and pages never import this; services reach the database through the request
// context (`ctx.db`, tenant-scoped) or, for the few cross-tenant lookups (host -> tenant, sign-in), here.
const globalForPrisma = globalThis as unknown as {
  __pracaPrisma?: PrismaClient;
  __pracaPrismaBase?: PrismaClient;
};

function createClient() {
  const { DATABASE_URL: connectionString, DB_POOL_SIZE } = getEnv();
  if (!connectionString) {
    throw new Error(
      'DATABASE_URL is not set: start the app with `npm run demo` or `npm start`, which set it.',
    );
  }
  const adapter = new PrismaPg({ connectionString, max: DB_POOL_SIZE });
  // Transactions keep Prisma's default budget (timeout 5 s): event consumers run after commit (decision
  // 140), so no request transaction carries scoring work any more. Waiting for a pooled connection
  // (maxWait) may take longer than the default 2 s when many writes queue on one hot row (a popular
  // post's counter): that wait holds no lock, so it gets 10 s rather than failing the request.
  const base = new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000 } });
  globalForPrisma.__pracaPrismaBase = base;
  return base.$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        // The scoped client's "enter the tenant" statement at the start of a transaction is bookkeeping,
        // like BEGIN: the count stays the number of data queries (decision 135).
        if (!(operation === '$executeRaw' && isTenantEntry(args))) countQuery();
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

/** The first text chunk of the scoped client's set_config statement (lib/server/tenancy/scoped-db.ts). */
export const TENANT_ENTRY_PREFIX = "SELECT set_config('role', ";

// Raw operations reach extensions as a Sql object, as `[Sql]` or as `[strings, ...values]`.
function isTenantEntry(args: unknown): boolean {
  const first: unknown = Array.isArray(args) ? args[0] : args;
  const strings = Array.isArray(first) ? first : (first as { strings?: unknown } | null)?.strings;
  return Array.isArray(strings) && strings[0] === TENANT_ENTRY_PREFIX;
}

export function getPrisma(): PrismaClient {
  globalForPrisma.__pracaPrisma ??= createClient();
  return globalForPrisma.__pracaPrisma;
}

/** The same client without the query counter: for the scoped client's own bookkeeping statements. */
export function getUncountedPrisma(): PrismaClient {
  getPrisma();
  return globalForPrisma.__pracaPrismaBase!;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getPrisma() as unknown as Record<string | symbol, unknown>;
    const value = client[prop];
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(client) : value;
  },
});

export async function disconnectPrisma() {
  await globalForPrisma.__pracaPrisma?.$disconnect();
  globalForPrisma.__pracaPrisma = undefined;
  globalForPrisma.__pracaPrismaBase = undefined;
}
