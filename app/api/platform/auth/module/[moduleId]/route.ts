import { z } from 'zod';
import { route } from '@/lib/server/route';
import { moduleWithLessons } from '@/lib/showcase/resources';

// GET /api/platform/auth/module/{moduleId} — a module with its lessons, as data[0].lessons
export const GET = route({
  auth: 'editor',
  action: 'catalog.read',
  params: z.object({ moduleId: z.string().min(1).max(64) }),
  envelope: 'firstMessage',
  handler: ({ ctx, params }) => moduleWithLessons(ctx, params.moduleId),
});
