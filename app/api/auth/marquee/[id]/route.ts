import { z } from 'zod';
import { deleteMarquee, listMarquees } from '@/lib/lesson/marquee';
import { route } from '@/lib/server/route';

// One dynamic segment serves both spec paths (Next allows one name per level): for GET it is the
// tenant id (`tenantParam`: the wrapper checks it against the host's tenant), for DELETE the marquee id.
const ZParams = z.object({ id: z.string().min(1).max(64) });

// GET /api/auth/marquee/{tenant} — the tenant's marquees, newest first (editors)
export const GET = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZParams,
  tenantParam: 'id',
  envelope: 'data',
  handler: ({ ctx }) => listMarquees(ctx),
});

// DELETE /api/auth/marquee/{id} — delete a marquee
export const DELETE = route({
  auth: 'editor',
  action: 'look.edit',
  params: ZParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteMarquee(ctx, params.id);
    return { message: ctx.t('lesson.marquee.deleted') };
  },
});
