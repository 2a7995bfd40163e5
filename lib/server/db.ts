import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { getEnv } from './env';
import { countQuery } from './query-stats';

// One Prisma client per process (kept on globalThis so dev hot reloads do not open new pools).
// Route handlers and pages never import this; services reach the database through the request
// context (`ctx.db`, tenant-scoped) or, for the few cross-tenant lookups (host -> tenant, sign-in), here.
const globalForPrisma = globalThis as unknown as { __pracaPrisma?: PrismaClient };

function createClient() {
  const { DATABASE_URL: connectionString, DB_POOL_SIZE } = getEnv();
  if (!connectionString) {
    throw new Error(
      'DATABASE_URL is not set: start the app with `npm run demo` or `npm start`, which set it.',
    );
  }
  const adapter = new PrismaPg({ connectionString, max: DB_POOL_SIZE });
  // Interactive transactions may run event subscribers (gamification scoring) beside the write; the
  // default 5 s budget is too tight on a loaded two-core machine, so every transaction gets more.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000, timeout: 20_000 } }).$extends({
    query: {
      async $allOperations({ args, query }) {
        countQuery();
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}

export function getPrisma(): PrismaClient {
  globalForPrisma.__pracaPrisma ??= createClient();
  return globalForPrisma.__pracaPrisma;
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
}
