// Shared by the demo seed's parts: find-or-create with a per-model count of what was created.
import type { PrismaClient } from '@/lib/generated/prisma/client';

export type Db = PrismaClient;
export type Counter = (model: string) => void;

/** First lookup that finds a row wins; otherwise `create`. */
export async function ensure<T>(
  count: Counter,
  model: string,
  lookups: (() => Promise<T | null>)[],
  create: () => Promise<T>,
): Promise<T> {
  for (const find of lookups) {
    const row = await find();
    if (row) return row;
  }
  count(model);
  return create();
}
