import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import type { TenantDb, TenantTx } from '@/lib/server/tenancy/scoped-db';
import type { TSelectableProduct } from './schemas';

// The one product rule every selection follows (communities, gamification levels, rewards and plans):
// "inactive products are excluded from every selection" (SPEC.md section 3). Decision 150.

type ProductReader = Pick<TenantDb | TenantTx, 'product'>;

export interface ProductRuleMessages {
  /** message key of the 404: an id that is no product of this tenant (missing or another tenant's) */
  notFound: string;
  /** message key of the 422: a product of this tenant that is inactive */
  inactive: string;
  /** the body field the ids came in, named in the error's `fields` */
  field?: string;
}

/**
 * Every id must be a product of this tenant, else 404 (another tenant's id answers exactly like a
 * missing one: the house rule), and active, else 422. Answers the ids without duplicates, in the order
 * given. One query.
 */
export async function requireActiveProducts(
  db: ProductReader,
  ids: readonly string[],
  messages: ProductRuleMessages,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: unique } }, select: { status: true } });
  const fail = (code: 'NOT_FOUND' | 'UNPROCESSABLE', messageKey: string) =>
    new AppError(code, { messageKey, fields: messages.field ? { [messages.field]: messageKey } : undefined });
  if (rows.length !== unique.length) throw fail('NOT_FOUND', messages.notFound);
  if (rows.some((r) => r.status !== 'active')) throw fail('UNPROCESSABLE', messages.inactive);
  return unique;
}

/**
 * The tenant's active products, by title: the options of every product picker. Archived ones are left
 * out: they grant nothing new (ADR 0440), so no new community, quiz, live or course should be tied to them.
 */
export async function listSelectableProducts(
  ctx: Pick<RequestContext, 'db'>,
  page: { skip?: number; take: number },
): Promise<TSelectableProduct[]> {
  const rows = await ctx.db.product.findMany({
    where: { status: 'active', archivedAt: null },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true, status: true },
    skip: page.skip,
    take: page.take,
  });
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status }));
}
