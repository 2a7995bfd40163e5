import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { requireActiveProducts } from '@/lib/products/service';
import { GAMIFICATION_PRODUCTS } from './plans';
import type {
  TLevel,
  TLevelCreateBody,
  TLevelPermission,
  TLevelPermissionsBody,
  TLevelUpdateBody,
} from './schemas';
import { resolveUpload } from './uploads';
import { levelsChanged } from './level-reevaluation';
import { publish } from '@/lib/events';
import { storedImageUrl } from '@/lib/server/storage/uploads';

// Levels (SPEC.md sections 2.7, 3 "Level", 5 "Levels and points", 7): a level is reached at
// needed_score points by the students of its products (level permissions). The image is a stored
// `level-image` upload key; answers carry its URL (url_img) and the key (img).

const LEVEL_SELECT = {
  id: true,
  tenantId: true,
  name: true,
  neededScore: true,
  color: true,
  imagePath: true,
  showLevelOnProfile: true,
  showScoreOnProfile: true,
  animation: true,
} as const;

interface LevelRow {
  id: string;
  tenantId: string;
  name: string;
  neededScore: number;
  color: string;
  imagePath: string | null;
  showLevelOnProfile: boolean;
  showScoreOnProfile: boolean;
  animation: string;
}

export function toLevel(r: LevelRow): TLevel {
  return {
    id: r.id,
    tenant_id: r.tenantId,
    name: r.name,
    needed_score: r.neededScore,
    color: r.color,
    url_img: storedImageUrl(r.imagePath),
    img: r.imagePath,
    show_level_on_profile: r.showLevelOnProfile ? 1 : 0,
    show_score_on_profile: r.showScoreOnProfile ? 1 : 0,
    animation: r.animation,
  };
}

/** GET .../levels/get/{tenant}: by needed score, ties by creation. One query. */
export async function listLevels(ctx: RequestContext): Promise<TLevel[]> {
  const rows = await ctx.db.level.findMany({
    select: LEVEL_SELECT,
    orderBy: [{ neededScore: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toLevel);
}

async function findLevel(ctx: RequestContext, id: string): Promise<LevelRow> {
  const row = await ctx.db.level.findUnique({ where: { id }, select: LEVEL_SELECT });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.levelNotFound' });
  return row;
}

/**
 * POST .../levels/create: the level and, when sent, its products in one transaction, with the event that
 * awards it after commit to the members already past its score (ADR 0280).
 */
export async function createLevel(ctx: RequestContext, body: TLevelCreateBody): Promise<{ id: string }> {
  const imagePath = (await resolveUpload(ctx, body.img, null, 'level-image')) ?? null;
  const products = body.plansSelected
    ? await requireActiveProducts(ctx.db, body.plansSelected, GAMIFICATION_PRODUCTS)
    : [];
  return ctx.db.$transaction(async (tx) => {
    const level = await tx.level.create({
      data: {
        tenantId: ctx.tenant.id,
        name: body.name,
        neededScore: body.needed_score,
        color: body.color,
        imagePath,
        showLevelOnProfile: body.show_level_on_profile,
        showScoreOnProfile: body.show_score_on_profile,
        animation: body.animation,
      },
      select: { id: true },
    });
    if (products.length)
      await tx.levelProduct.createMany({
        data: products.map((productId) => ({ tenantId: ctx.tenant.id, levelId: level.id, productId })),
      });
    await publish(tx, levelsChanged(ctx.tenant.id, ctx.user!.id, level.id));
    return level;
  });
}

/**
 * POST .../levels/update: the fields sent change; img: the current key/URL keeps it, null clears it;
 * plansSelected sent: the level's products become exactly these. Members are re-evaluated after commit.
 */
export async function updateLevel(ctx: RequestContext, body: TLevelUpdateBody): Promise<TLevel> {
  const current = await findLevel(ctx, body.id);
  const imagePath = await resolveUpload(ctx, body.img, current.imagePath, 'level-image');
  const products = body.plansSelected
    ? await requireActiveProducts(ctx.db, body.plansSelected, GAMIFICATION_PRODUCTS)
    : null;
  const row = await ctx.db.$transaction(async (tx) => {
    const updated = await tx.level.update({
      where: { id: current.id },
      data: {
        name: body.name,
        neededScore: body.needed_score,
        color: body.color,
        imagePath,
        showLevelOnProfile: body.show_level_on_profile,
        showScoreOnProfile: body.show_score_on_profile,
        animation: body.animation,
      },
      select: LEVEL_SELECT,
    });
    if (products) {
      await tx.levelProduct.createMany({
        data: products.map((productId) => ({ tenantId: ctx.tenant.id, levelId: current.id, productId })),
        skipDuplicates: true,
      });
      await tx.levelProduct.deleteMany({ where: { levelId: current.id, productId: { notIn: products } } });
    }
    await publish(tx, levelsChanged(ctx.tenant.id, ctx.user!.id, current.id));
    return updated;
  });
  return toLevel(row);
}

/** DELETE .../levels/delete/{id}/{tenant}: the level and its product permissions. */
export async function deleteLevel(ctx: RequestContext, id: string): Promise<void> {
  const gone = await ctx.db.level.deleteMany({ where: { id } });
  if (gone.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.levelNotFound' });
}

const PERMISSION_SELECT = { id: true, productId: true, product: { select: { title: true } } } as const;
const toPermission = (r: {
  id: string;
  productId: string;
  product: { title: string };
}): TLevelPermission => ({
  id: r.id,
  plan_id: r.productId,
  plan: { title: r.product.title },
});

/** GET .../levels/permissions/get-by-level/{tenant}/{levelId}: the level's products, in the order added. */
export async function listLevelPermissions(
  ctx: RequestContext,
  levelId: string,
): Promise<TLevelPermission[]> {
  await findLevel(ctx, levelId);
  const rows = await ctx.db.levelProduct.findMany({
    where: { levelId },
    select: PERMISSION_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toPermission);
}

/** POST .../levels/permissions/create: adds products to a level (existing ones kept); the items asked for. */
export async function createLevelPermissions(
  ctx: RequestContext,
  body: TLevelPermissionsBody,
): Promise<TLevelPermission[]> {
  const level = await findLevel(ctx, body.level_id);
  await requireActiveProducts(ctx.db, body.array_plans_id, GAMIFICATION_PRODUCTS);
  await ctx.db.$transaction(async (tx) => {
    await tx.levelProduct.createMany({
      data: body.array_plans_id.map((productId) => ({
        tenantId: ctx.tenant.id,
        levelId: level.id,
        productId,
      })),
      skipDuplicates: true,
    });
    // more members may reach it now
    await publish(tx, levelsChanged(ctx.tenant.id, ctx.user!.id, level.id));
  });
  const rows = await ctx.db.levelProduct.findMany({
    where: { levelId: level.id, productId: { in: body.array_plans_id } },
    select: PERMISSION_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toPermission);
}

/**
 * DELETE .../levels/permissions/delete/{permissionId}: never the level's last product (SPEC 5 'Nenhum
 * produto selecionado.', decision 435); the panel adds the new products before it removes the old ones.
 * The level's row is held FOR UPDATE, so two removals cannot each leave the other's last product.
 */
export async function deleteLevelPermission(ctx: RequestContext, permissionId: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const perm = await tx.levelProduct.findFirst({ where: { id: permissionId }, select: { levelId: true } });
    const held = perm
      ? await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM levels WHERE id = ${perm.levelId}::uuid AND tenant_id = ${ctx.tenant.id}::uuid FOR UPDATE`
      : [];
    if (!perm || held.length === 0)
      throw new AppError('NOT_FOUND', { messageKey: 'gamification.permissionNotFound' });
    const others = await tx.levelProduct.count({
      where: { levelId: perm.levelId, id: { not: permissionId } },
    });
    if (others === 0)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'gamification.noProductSelected',
        fields: { plansSelected: 'gamification.noProductSelected' },
      });
    const gone = await tx.levelProduct.deleteMany({ where: { id: permissionId } });
    if (gone.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.permissionNotFound' });
  });
}
