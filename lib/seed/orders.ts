import type { Db } from './ensure';

// Orders are unique per list (docs/decisions.md 132, 195). A seed that puts back a missing row asks for
// its demo position; when an admin's reorder or delete gave that position to another row, it goes last.

type OrderedModel = 'banner' | 'navigationLink' | 'carousel' | 'community' | 'course' | 'module' | 'lesson';

/** The list's rows matching `order` (any order when undefined); `parentId` is the module's course or the lesson's module. */
async function stats(
  db: Db,
  model: OrderedModel,
  tenantId: string,
  parentId: string | undefined,
  order?: number,
): Promise<{ count: number; max: number | null }> {
  const where = { tenantId, ...(order === undefined ? {} : { order }) };
  const parent = () => {
    if (!parentId) throw new Error(`seedOrder: a ${model} needs its parent id`);
    return parentId;
  };
  let r: { _count: { _all: number }; _max: { order: number | null } };
  const args = { _count: { _all: true }, _max: { order: true } } as const;
  switch (model) {
    case 'banner':
      r = await db.banner.aggregate({ where, ...args });
      break;
    case 'navigationLink':
      r = await db.navigationLink.aggregate({ where, ...args });
      break;
    case 'carousel':
      r = await db.carousel.aggregate({ where, ...args });
      break;
    case 'community':
      r = await db.community.aggregate({ where: { ...where, deletedAt: null }, ...args });
      break;
    case 'course':
      r = await db.course.aggregate({ where, ...args });
      break;
    case 'module':
      r = await db.module.aggregate({ where: { ...where, courseId: parent() }, ...args });
      break;
    case 'lesson':
      r = await db.lesson.aggregate({ where: { ...where, moduleId: parent() }, ...args });
      break;
  }
  return { count: r._count._all, max: r._max.order };
}

/** `wanted` when it is free in the list (the tenant's, or the parent's for modules and lessons), else the end of the list. */
export async function seedOrder(
  db: Db,
  model: OrderedModel,
  tenantId: string,
  wanted: number,
  parentId?: string,
): Promise<number> {
  if ((await stats(db, model, tenantId, parentId, wanted)).count === 0) return wanted;
  return ((await stats(db, model, tenantId, parentId)).max ?? 0) + 1;
}
