import 'server-only';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';

// Keyset cursors for the feed and the threads: the (createdAt, id) of the last row of a page, opaque
// to clients (base64url JSON). Pages stay correct when rows share a timestamp, and any depth costs the
// same index range scan (docs/decisions.md 42).

export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Keyset): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(String(iso));
    if (typeof iso === 'string' && typeof id === 'string' && isUuid(id) && !isNaN(createdAt.getTime()))
      return { createdAt, id };
  } catch {
    /* fall through */
  }
  throw new AppError('BAD_REQUEST', { messageKey: 'community.cursorInvalid' });
}

/**
 * Rows strictly after the cursor in (createdAt, id) order, descending or ascending. The plain bound on
 * createdAt (lte/gte) is what lets PostgreSQL start the index range scan at the cursor; the OR alone is
 * only a filter, and a page 90,000 rows deep would read all of them first (measured: 395 ms vs 0.2 ms).
 */
export function afterCursor(c: Keyset | null, dir: 'desc' | 'asc') {
  if (!c) return {};
  const op = dir === 'desc' ? 'lt' : 'gt';
  return {
    createdAt: { [dir === 'desc' ? 'lte' : 'gte']: c.createdAt },
    OR: [{ createdAt: { [op]: c.createdAt } }, { id: { [op]: c.id } }],
  };
}
