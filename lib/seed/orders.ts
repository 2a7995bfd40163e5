import type { Db } from './ensure';

// Orders are unique per list (docs/decisions.md 132). A seed that puts back a missing row asks for its
// demo position; when an admin's reorder or delete gave that position to another row, it goes last.

type OrderedModel = 'banner' | 'navigationLink' | 'carousel' | 'community';

async function maxOrder(db: Db, model: OrderedModel, tenantId: string): Promise<number | null> {
  switch (model) {
    case 'banner':
      return (await db.banner.aggregate({ where: { tenantId }, _max: { order: true } }))._max.order;
    case 'navigationLink':
      return (await db.navigationLink.aggregate({ where: { tenantId }, _max: { order: true } }))._max.order;
    case 'carousel':
      return (await db.carousel.aggregate({ where: { tenantId }, _max: { order: true } }))._max.order;
    case 'community':
      return (await db.community.aggregate({ where: { tenantId, deletedAt: null }, _max: { order: true } }))
        ._max.order;
  }
}

async function taken(db: Db, model: OrderedModel, tenantId: string, order: number): Promise<boolean> {
  switch (model) {
    case 'banner':
      return (await db.banner.count({ where: { tenantId, order } })) > 0;
    case 'navigationLink':
      return (await db.navigationLink.count({ where: { tenantId, order } })) > 0;
    case 'carousel':
      return (await db.carousel.count({ where: { tenantId, order } })) > 0;
    case 'community':
      return (await db.community.count({ where: { tenantId, order, deletedAt: null } })) > 0;
  }
}

/** `wanted` when it is free in the tenant's list, else the end of the list. */
export async function seedOrder(db: Db, model: OrderedModel, tenantId: string, wanted: number) {
  if (!(await taken(db, model, tenantId, wanted))) return wanted;
  return ((await maxOrder(db, model, tenantId)) ?? 0) + 1;
}
