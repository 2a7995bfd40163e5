import 'server-only';
import { prisma } from '@/lib/server/db';

// The 'access-expiry' job (issue 47, ADR 0440). Readers already ignore an enrollment whose end has
// passed (lib/access/live.ts), so access stops at the instant; this job only records it: each grant
// whose end passed without being recorded gets `endedAt` and an 'expired' history row, once. Across
// tenants on the global client, like the other scheduled jobs; batches keep each transaction short.

const BATCH = 500;

export async function expireDueGrants(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await prisma.enrollment.findMany({
      where: { endedAt: null, expiresAt: { lte: now } },
      select: { id: true, tenantId: true, userId: true, productId: true, expiresAt: true, origin: true },
      orderBy: { expiresAt: 'asc' },
      take: BATCH,
    });
    if (due.length === 0) return total;
    const done = await prisma.$transaction(async (tx) => {
      // Only rows still unrecorded and still past their end (a grant in between started them again).
      const claimed = await tx.enrollment.updateManyAndReturn({
        where: { id: { in: due.map((d) => d.id) }, endedAt: null, expiresAt: { lte: now } },
        data: { endedAt: now },
        select: { id: true },
      });
      const ids = new Set(claimed.map((c) => c.id));
      const rows = due.filter((d) => ids.has(d.id));
      await tx.accessEvent.createMany({
        data: rows.map((d) => ({
          tenantId: d.tenantId,
          userId: d.userId,
          productId: d.productId,
          kind: 'expired' as const,
          origin: d.origin,
          expiresAt: d.expiresAt,
          at: d.expiresAt!,
        })),
      });
      return rows.length;
    });
    total += done;
    if (due.length < BATCH) return total;
  }
}
