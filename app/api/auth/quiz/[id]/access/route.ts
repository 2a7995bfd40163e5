import { z } from 'zod';
import { updateAccess } from '@/lib/quizzes/admin';
import { ZAccessBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/{id}/access — the lesson the quiz shows under and the products that may take it {lesson_id, product_ids}
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: ZAccessBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => updateAccess(ctx, params.id, body),
});
