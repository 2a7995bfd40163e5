import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { lockList, nextOrder, renumberList } from '@/lib/server/ordering';
import type { TDeleteBody, TModuleCreate, TModuleUpdate, TReorder } from './schemas';
import {
  hasMemberTraces,
  moduleList,
  parkOrder,
  reorderExactly,
  requireConfirm,
  type DeleteResult,
} from './tree';

// Modules of the studio (issue 46). A module lives in a live course; its order is contiguous among the
// course's live modules (docs/adr/0402).

export interface StudioModule {
  id: string;
  course_id: string;
  title: string;
  description: string;
  cover_url: string | null;
  published: boolean;
  order: number;
}

const SELECT = {
  id: true,
  courseId: true,
  title: true,
  description: true,
  coverUrl: true,
  published: true,
  order: true,
} as const;

const view = (r: {
  id: string;
  courseId: string;
  title: string;
  description: string;
  coverUrl: string | null;
  published: boolean;
  order: number;
}): StudioModule => ({
  id: r.id,
  course_id: r.courseId,
  title: r.title,
  description: r.description,
  cover_url: r.coverUrl,
  published: r.published,
  order: r.order,
});

const LIVE = { deletedAt: null, course: { deletedAt: null } } as const;

export async function getModule(ctx: RequestContext, id: string): Promise<StudioModule> {
  const row = await ctx.db.module.findFirst({ where: { id, ...LIVE }, select: SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

export async function createModule(ctx: RequestContext, courseId: string, body: TModuleCreate) {
  const tenantId = ctx.tenant.id;
  const list = moduleList(tenantId, courseId);
  const id = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const course = await tx.course.findFirst({
      where: { id: courseId, deletedAt: null },
      select: { id: true },
    });
    if (!course) throw new AppError('NOT_FOUND');
    const row = await tx.module.create({
      data: {
        tenantId,
        courseId,
        title: body.title,
        description: body.description,
        coverUrl: body.cover_url ?? null,
        published: body.published,
        order: await nextOrder(tx, list),
      },
      select: { id: true },
    });
    return row.id;
  });
  return getModule(ctx, id);
}

export async function updateModule(ctx: RequestContext, id: string, body: TModuleUpdate) {
  const { count } = await ctx.db.module.updateMany({
    where: { id, ...LIVE },
    data: {
      title: body.title,
      description: body.description,
      coverUrl: body.cover_url === undefined ? undefined : body.cover_url,
      published: body.published,
    },
  });
  if (!count) throw new AppError('NOT_FOUND');
  return getModule(ctx, id);
}

export async function reorderModules(ctx: RequestContext, courseId: string, body: TReorder) {
  const course = await ctx.db.course.findFirst({
    where: { id: courseId, deletedAt: null },
    select: { id: true },
  });
  if (!course) throw new AppError('NOT_FOUND');
  await reorderExactly(ctx, moduleList(ctx.tenant.id, courseId), body.ids);
  return { ids: body.ids };
}

/** Plain delete when no member has a trace in the module, else a soft delete confirmed with EXCLUIR. */
export async function deleteModule(
  ctx: RequestContext,
  id: string,
  body: TDeleteBody,
): Promise<DeleteResult> {
  const mod = await ctx.db.module.findFirst({ where: { id, ...LIVE }, select: { courseId: true } });
  if (!mod) throw new AppError('NOT_FOUND');
  const list = moduleList(ctx.tenant.id, mod.courseId);
  return ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const row = await tx.module.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
    if (!row) throw new AppError('NOT_FOUND');
    let deleted: DeleteResult['deleted'] = 'hard';
    if (await hasMemberTraces(tx, { moduleId: id })) {
      requireConfirm(body.confirm);
      await parkOrder(tx, 'modules', { column: 'course_id', id: mod.courseId }, id);
      deleted = 'soft';
    } else {
      await tx.module.deleteMany({ where: { id } });
    }
    await renumberList(tx, list);
    return { deleted };
  });
}
