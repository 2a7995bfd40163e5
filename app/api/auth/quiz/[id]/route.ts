import { z } from 'zod';
import { deleteQuiz, listQuizzes } from '@/lib/quizzes/admin';
import { route } from '@/lib/server/route';

// One dynamic segment serves two spec paths (Next allows one name per level): for GET it is the tenant
// id (`tenantParam`: the wrapper checks it against the host's tenant), for DELETE the quiz id.
const ZParams = z.object({ id: z.string().min(1).max(64) });

// GET /api/auth/quiz/{tenant} — the tenant's quizzes, in data[2].data (editors)
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  tenantParam: 'id',
  envelope: 'triple',
  handler: ({ ctx }) => listQuizzes(ctx),
});

// DELETE /api/auth/quiz/{id} — delete a quiz (hidden; attempts and earned rewards stay)
export const DELETE = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZParams,
  envelope: 'raw',
  handler: async ({ ctx, params }) => {
    await deleteQuiz(ctx, params.id);
    return { message: ctx.t('quizzes.deleted') };
  },
});
