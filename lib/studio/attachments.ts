import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import type { TAttachmentCreate } from './schemas';

// 'Materiais' of a lesson (issue 46): files uploaded with the lesson-material kind, listed on the lesson
// with download links once it is released. At most MAX_ATTACHMENTS per lesson.

export const MAX_ATTACHMENTS = 30;

const LIVE_LESSON = { deletedAt: null, module: { deletedAt: null, course: { deletedAt: null } } } as const;

export async function addAttachment(ctx: RequestContext, lessonId: string, body: TAttachmentCreate) {
  const tenantId = ctx.tenant.id;
  return ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`lesson-attachments:${lessonId}`}, 0))`;
    const lesson = await tx.lesson.findFirst({
      where: { id: lessonId, ...LIVE_LESSON },
      select: { id: true },
    });
    if (!lesson) throw new AppError('NOT_FOUND');
    const agg = await tx.lessonAttachment.aggregate({
      where: { lessonId },
      _count: true,
      _max: { order: true },
    });
    if (agg._count >= MAX_ATTACHMENTS)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'studio.attachmentsFull',
        values: { n: MAX_ATTACHMENTS },
      });
    const row = await tx.lessonAttachment.create({
      data: {
        tenantId,
        lessonId,
        name: body.name,
        url: body.url,
        sizeBytes: BigInt(body.size_bytes),
        order: (agg._max.order ?? 0) + 1,
      },
      select: { id: true, name: true, url: true, sizeBytes: true },
    });
    return { id: row.id, name: row.name, url: row.url, size_bytes: Number(row.sizeBytes) };
  });
}

export async function removeAttachment(ctx: RequestContext, id: string) {
  const { count } = await ctx.db.lessonAttachment.deleteMany({ where: { id } });
  if (!count) throw new AppError('NOT_FOUND');
  return { id };
}
