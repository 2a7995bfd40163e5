import { z } from 'zod';
import { deleteMarquee, listMarquees } from '@/lib/lesson/marquee';
import { AppError } from '@/lib/server/errors';
import { route } from '@/lib/server/route';

// One dynamic segment serves both spec paths (Next allows one name per level): for GET it is the
// tenant id, for DELETE the marquee id. The wrapper only checks params named `tenant`, so GET compares
// it with the host's tenant itself (another tenant's id answers 404, like everywhere).
const ZParams = z.object({ id: z.string().min(1).max(64) });

// GET /api/auth/marquee/{tenant} — the tenant's marquees, newest first (editors)
export const GET = route({
  auth: 'editor',
  params: ZParams,
  envelope: 'data',
  handler: ({ ctx, params }) => {
    if (params.id !== ctx.tenant.id) throw new AppError('NOT_FOUND');
    return listMarquees(ctx);
  },
});

// DELETE /api/auth/marquee/{id} — delete a marquee
export const DELETE = route({
  auth: 'editor',
  params: ZParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteMarquee(ctx, params.id);
    return { message: ctx.t('lesson.marquee.deleted') };
  },
});
