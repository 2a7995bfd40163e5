import 'server-only';
import { AppError } from '@/lib/server/errors';
import { lockLive } from '@/lib/server/soft-delete';
import type { RequestContext } from '@/lib/server/route';
import type { DeliveryType, RewardType } from './options';
import { requireActiveProducts } from '@/lib/products/service';
import { GAMIFICATION_PRODUCTS } from './plans';
import { requireLesson, requireQuiz } from './quizzes';
import type {
  TReward,
  TRewardCreateBody,
  TRewardPermission,
  TRewardPermissionsBody,
  TRewardUpdateBody,
} from './schemas';
import { fileNameOf, resolveUpload } from './uploads';
import { storedImageUrl } from '@/lib/server/storage/uploads';

// Rewards (SPEC.md sections 2.7, 3 "Reward", 4, 5 "Rewards", 7). A reward has one criteria (score,
// quiz, lesson), one delivery type (file, link, badge, embed, product) and the products whose students
// may earn it (permissions). Deleting hides the reward (deletedAt) so what students earned stays.

const PERMISSION_SELECT = { id: true, productId: true, product: { select: { title: true } } } as const;
const byCreation = (): [{ createdAt: 'asc' }, { id: 'asc' }] => [{ createdAt: 'asc' }, { id: 'asc' }];

const REWARD_SELECT = {
  id: true,
  tenantId: true,
  name: true,
  description: true,
  rewardType: true,
  neededScore: true,
  quizId: true,
  lessonId: true,
  deliveryType: true,
  filePath: true,
  fileName: true,
  links: true,
  badgePath: true,
  embed: true,
  deliverableProductId: true,
  animation: true,
  sound: true,
  products: { select: PERMISSION_SELECT, orderBy: byCreation() },
} as const;

interface RewardRow {
  id: string;
  tenantId: string;
  name: string;
  description: string;
  rewardType: string;
  neededScore: number | null;
  quizId: string | null;
  lessonId: string | null;
  deliveryType: string;
  filePath: string | null;
  fileName: string | null;
  links: string[];
  badgePath: string | null;
  embed: string | null;
  deliverableProductId: string | null;
  animation: string;
  sound: string;
  products: { id: string; productId: string; product: { title: string } }[];
}

const toPermission = (p: RewardRow['products'][number]): TRewardPermission => ({
  permission_id: p.id,
  plan_id: p.productId,
  title: p.product.title,
});

interface RewardNames {
  quizzes: Map<string, string>;
  lessons: Map<string, string>;
  products: Map<string, string>;
}

/** The quiz, lesson and delivered product names of some rewards: at most three queries, whatever their number. */
async function namesOf(ctx: RequestContext, rows: RewardRow[]): Promise<RewardNames> {
  const ids = (pick: (r: RewardRow) => string | null) => [
    ...new Set(rows.map(pick).filter((v): v is string => !!v)),
  ];
  const [quizIds, lessonIds, productIds] = [
    ids((r) => r.quizId),
    ids((r) => r.lessonId),
    ids((r) => r.deliverableProductId),
  ];
  const [quizzes, lessons, products] = await Promise.all([
    quizIds.length
      ? ctx.db.quiz.findMany({ where: { id: { in: quizIds } }, select: { id: true, name: true } })
      : [],
    lessonIds.length
      ? ctx.db.lesson.findMany({ where: { id: { in: lessonIds } }, select: { id: true, title: true } })
      : [],
    productIds.length
      ? ctx.db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, title: true } })
      : [],
  ]);
  return {
    quizzes: new Map(quizzes.map((q) => [q.id, q.name])),
    lessons: new Map(lessons.map((l) => [l.id, l.title])),
    products: new Map(products.map((p) => [p.id, p.title])),
  };
}

export function toReward(r: RewardRow, names?: RewardNames): TReward {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    reward_type: r.rewardType as RewardType,
    tenant_id: r.tenantId,
    needed_score: r.neededScore,
    quiz: r.quizId,
    lesson: r.lessonId,
    delivery_type: r.deliveryType as DeliveryType,
    content: storedImageUrl(r.filePath),
    content_name: r.fileName,
    links: r.links,
    img: storedImageUrl(r.badgePath),
    embed: r.embed,
    deliverable_product: r.deliverableProductId,
    animation: r.animation,
    song: r.sound,
    plansSelected: r.products.map(toPermission),
    quiz_name: (r.quizId && names?.quizzes.get(r.quizId)) || null,
    lesson_title: (r.lessonId && names?.lessons.get(r.lessonId)) || null,
    deliverable_product_title:
      (r.deliverableProductId && names?.products.get(r.deliverableProductId)) || null,
  };
}

/** GET .../rewards/get/{tenant}: the rewards not deleted, in creation order (the panel reverses it). */
export async function listRewards(ctx: RequestContext): Promise<TReward[]> {
  const rows = await ctx.db.reward.findMany({
    where: { deletedAt: null },
    select: REWARD_SELECT,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const names = await namesOf(ctx, rows);
  return rows.map((r) => toReward(r, names));
}

async function findReward(ctx: RequestContext, id: string): Promise<RewardRow> {
  const row = await ctx.db.reward.findFirst({ where: { id, deletedAt: null }, select: REWARD_SELECT });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'gamification.rewardNotFound' });
  return row;
}

type RewardBody = TRewardCreateBody | TRewardUpdateBody;

/** The criteria columns: only the one the criteria uses is kept; its quiz or lesson must exist here. */
async function criteriaData(ctx: RequestContext, body: RewardBody) {
  if (body.reward_type === 'quiz') await requireQuiz(ctx.db, body.quiz!);
  if (body.reward_type === 'lesson') await requireLesson(ctx.db, body.lesson!);
  return {
    rewardType: body.reward_type,
    neededScore: body.reward_type === 'score' ? (body.needed_score ?? 0) : null,
    quizId: body.reward_type === 'quiz' ? body.quiz! : null,
    lessonId: body.reward_type === 'lesson' ? body.lesson! : null,
  };
}

/** The delivery columns: only the delivery type's own field is kept, files checked against the uploads. */
async function deliveryData(ctx: RequestContext, body: RewardBody, current: RewardRow | null) {
  const data = {
    deliveryType: body.delivery_type,
    filePath: null as string | null,
    fileName: null as string | null,
    links: [] as string[],
    badgePath: null as string | null,
    embed: null as string | null,
  };
  switch (body.delivery_type) {
    case 'file': {
      const key = (await resolveUpload(ctx, body.content, current?.filePath ?? null, 'reward-file'))!;
      data.filePath = key;
      data.fileName =
        key === current?.filePath && !body.content_name
          ? current.fileName
          : fileNameOf(key, body.content_name);
      break;
    }
    case 'link':
      data.links = body.links ?? [];
      break;
    case 'badge':
      data.badgePath = (await resolveUpload(ctx, body.img, current?.badgePath ?? null, 'badge'))!;
      break;
    case 'embed':
      data.embed = body.embed ?? '';
      break;
    case 'product':
      break;
  }
  return data;
}

const common = (body: RewardBody) => ({
  name: body.name,
  description: body.description,
  animation: body.animation,
  sound: body.song,
});

/** POST .../rewards/create: the reward and its products in one transaction. */
export async function createReward(ctx: RequestContext, body: TRewardCreateBody): Promise<{ id: string }> {
  await requireActiveProducts(ctx.db, body.plansSelected, GAMIFICATION_PRODUCTS);
  if (body.delivery_type === 'product')
    await requireActiveProducts(ctx.db, [body.deliverable_product!], GAMIFICATION_PRODUCTS);
  const criteria = await criteriaData(ctx, body);
  const delivery = await deliveryData(ctx, body, null);
  return ctx.db.$transaction(async (tx) => {
    const reward = await tx.reward.create({
      data: {
        tenantId: ctx.tenant.id,
        ...common(body),
        ...criteria,
        ...delivery,
        deliverableProductId: body.delivery_type === 'product' ? body.deliverable_product! : null,
      },
      select: { id: true },
    });
    await tx.rewardProduct.createMany({
      data: body.plansSelected.map((productId) => ({
        tenantId: ctx.tenant.id,
        rewardId: reward.id,
        productId,
      })),
      skipDuplicates: true,
    });
    return { id: reward.id };
  });
}

/**
 * The product a reward delivers cannot change (SPEC 4, decision 46): an update may leave it out or send
 * the same one; another product, or moving a product reward to another delivery type, is a 422.
 */
function deliverableProduct(current: RewardRow, body: TRewardUpdateBody): string | null {
  const locked = () => new AppError('UNPROCESSABLE', { messageKey: 'gamification.deliverableProductLocked' });
  if (current.deliveryType === 'product') {
    if (body.delivery_type !== 'product') throw locked();
    if (body.deliverable_product && body.deliverable_product !== current.deliverableProductId) throw locked();
    return current.deliverableProductId;
  }
  return body.delivery_type === 'product' ? (body.deliverable_product ?? null) : null;
}

/** POST .../rewards/update: the whole form again; plansSelected, when sent, becomes the product set. */
export async function updateReward(ctx: RequestContext, body: TRewardUpdateBody): Promise<TReward> {
  const current = await findReward(ctx, body.id);
  const productId = deliverableProduct(current, body);
  if (body.delivery_type === 'product') {
    if (!productId)
      throw new AppError('VALIDATION', {
        messageKey: 'gamification.deliverableProductRequired',
        fields: { deliverable_product: 'gamification.deliverableProductRequired' },
      });
    if (productId !== current.deliverableProductId)
      await requireActiveProducts(ctx.db, [productId], GAMIFICATION_PRODUCTS);
  }
  if (body.plansSelected) await requireActiveProducts(ctx.db, body.plansSelected, GAMIFICATION_PRODUCTS);
  const criteria = await criteriaData(ctx, body);
  const delivery = await deliveryData(ctx, body, current);
  await ctx.db.$transaction(async (tx) => {
    await tx.reward.update({
      where: { id: current.id, deletedAt: null },
      data: { ...common(body), ...criteria, ...delivery, deliverableProductId: productId },
      select: { id: true },
    });
    if (body.plansSelected) {
      await tx.rewardProduct.deleteMany({
        where: { rewardId: current.id, productId: { notIn: body.plansSelected } },
      });
      await tx.rewardProduct.createMany({
        data: body.plansSelected.map((p) => ({
          tenantId: ctx.tenant.id,
          rewardId: current.id,
          productId: p,
        })),
        skipDuplicates: true,
      });
    }
  });
  const row = await findReward(ctx, current.id);
  return toReward(row, await namesOf(ctx, [row]));
}

/** DELETE .../rewards/delete/{rewardId}/{tenant}: hides the reward; students keep what they earned. */
export async function deleteReward(ctx: RequestContext, id: string): Promise<void> {
  const done = await ctx.db.reward.updateMany({
    where: { id, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  if (done.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.rewardNotFound' });
}

/** POST .../rewards/permissions/create: adds products to a reward (existing ones kept); the items asked for. */
export async function createRewardPermissions(
  ctx: RequestContext,
  body: TRewardPermissionsBody,
): Promise<TRewardPermission[]> {
  const reward = await findReward(ctx, body.reward_id);
  await requireActiveProducts(ctx.db, body.array_plans_id, GAMIFICATION_PRODUCTS);
  await ctx.db.$transaction(async (tx) => {
    // the reward may have been deleted since it was read: nothing is added under a deleted one
    if (!(await lockLive(tx, 'rewards', ctx.tenant.id, reward.id)))
      throw new AppError('NOT_FOUND', { messageKey: 'gamification.rewardNotFound' });
    await tx.rewardProduct.createMany({
      data: body.array_plans_id.map((productId) => ({
        tenantId: ctx.tenant.id,
        rewardId: reward.id,
        productId,
      })),
      skipDuplicates: true,
    });
  });
  const rows = await ctx.db.rewardProduct.findMany({
    where: { rewardId: reward.id, productId: { in: body.array_plans_id } },
    select: PERMISSION_SELECT,
    orderBy: byCreation(),
  });
  return rows.map(toPermission);
}

/**
 * DELETE .../rewards/permissions/delete/{permissionId}: removes one product from a reward, never its last
 * one (SPEC 5: a reward needs a product whose students earn it; decision 435). The reward's row is held
 * FOR UPDATE, so two removals cannot each leave the other's last product.
 */
export async function deleteRewardPermission(ctx: RequestContext, permissionId: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const perm = await tx.rewardProduct.findFirst({
      where: { id: permissionId },
      select: { rewardId: true },
    });
    if (!perm || !(await lockLive(tx, 'rewards', ctx.tenant.id, perm.rewardId, true)))
      throw new AppError('NOT_FOUND', { messageKey: 'gamification.permissionNotFound' });
    const others = await tx.rewardProduct.count({
      where: { rewardId: perm.rewardId, id: { not: permissionId } },
    });
    if (others === 0)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'gamification.plansRequired',
        fields: { plansSelected: 'gamification.plansRequired' },
      });
    const gone = await tx.rewardProduct.deleteMany({ where: { id: permissionId } });
    if (gone.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.permissionNotFound' });
  });
}
