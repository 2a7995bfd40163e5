import { z } from 'zod';
import { listQuizOptions } from '@/lib/gamification/quizzes';
import { route } from '@/lib/server/route';

// One dynamic segment serves two spec paths (Next allows one name per level): GET /quiz/{tenant} here,
// and later DELETE /quiz/{id} (the quizzes issue). For GET it is the tenant id (`tenantParam`).
const ZParams = z.object({ id: z.string().min(1).max(64) });

// GET /api/auth/quiz/{tenant} — the tenant's quizzes {id, name}, in data[2].data (editors)
export const GET = route({
  auth: 'editor',
  params: ZParams,
  tenantParam: 'id',
  envelope: 'triple',
  handler: ({ ctx }) => listQuizOptions(ctx),
});
