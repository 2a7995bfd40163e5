import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';

// "Minha lista": a member adds or removes a course or a lesson of this tenant.
export async function updateMyList(
  ctx: AuthedContext,
  input: { kind: 'course' | 'lesson'; id: string; action: 'add' | 'remove' },
) {
  const where = { id: input.id };
  const exists =
    input.kind === 'course' ? await ctx.db.course.count({ where }) : await ctx.db.lesson.count({ where });
  if (!exists) throw new AppError('NOT_FOUND');
  const ref = input.kind === 'course' ? { courseId: input.id } : { lessonId: input.id };
  if (input.action === 'remove') {
    await ctx.db.myListItem.deleteMany({ where: { userId: ctx.user.id, ...ref } });
    return { in_list: 0 as const };
  }
  const found = await ctx.db.myListItem.findFirst({
    where: { userId: ctx.user.id, ...ref },
    select: { id: true },
  });
  if (!found)
    await ctx.db.myListItem.create({ data: { tenantId: ctx.tenant.id, userId: ctx.user.id, ...ref } });
  return { in_list: 1 as const };
}
