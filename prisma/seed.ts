// `npm run db:seed`: the demo tenants (lib/seed/demo.ts) into DATABASE_URL. Safe to run again.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { formatSummary, seedDemo } from '@/lib/seed/demo';

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
}
