// `npm run db:seed`: the demo tenants (lib/seed/demo.ts) into DATABASE_URL. Safe to run again.
import { register } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

// The seed replays the demo's activity through the scoring engine (lib/seed/demo-gamification.ts), whose
// modules carry the `server-only` marker; outside Next it throws, so map it to an empty module (as
// bench/run.ts and the worker do) before importing them.
const serverOnlyHook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);
const { formatSummary, seedDemo } = await import('@/lib/seed/demo');
const { disconnectPrisma } = await import('@/lib/server/db');

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error(
    'DATABASE_URL is not set: run the seed through `npm run demo`, or set it to the database to seed.',
  );
  process.exit(1);
}

const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 2 }) });
try {
  const summary = await seedDemo(prisma);
  console.log(`[seed] ${formatSummary(summary).split('\n').join('\n[seed] ')}`);
} catch (err) {
  console.error('[seed] failed:', err);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await disconnectPrisma();
}
