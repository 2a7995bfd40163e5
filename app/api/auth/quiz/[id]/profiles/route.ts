import { z } from 'zod';
import { createProfile } from '@/lib/quizzes/admin-profiles';
import { ZProfileBody } from '@/lib/quizzes/schemas';
import { route } from '@/lib/server/route';

// POST /api/auth/quiz/{id}/profiles — add a result profile to a comportamental quiz
export const POST = route({
  auth: 'editor',
  action: 'content.edit',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: ZProfileBody,
  envelope: 'data',
  status: 201,
  handler: ({ ctx, params, body }) => createProfile(ctx, params.id, body),
});
