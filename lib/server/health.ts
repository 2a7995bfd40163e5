import 'server-only';
import { prisma } from './db';

/** Liveness plus a round trip to the database. */
export async function checkHealth(): Promise<{ ok: boolean; database: 'up' | 'down' }> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return { ok: true, database: 'up' };
  } catch {
    return { ok: false, database: 'down' };
  }
}
