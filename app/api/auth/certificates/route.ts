import { ZIssuedListQuery } from '@/lib/certificates/schemas';
import { listIssued } from '@/lib/certificates/service';
import { route } from '@/lib/server/route';

// GET /api/auth/certificates?course_id=&after= — a course's issued certificates, newest first (editors)
export const GET = route({
  auth: 'editor',
  action: 'edit.enter',
  query: ZIssuedListQuery,
  envelope: 'data',
  handler: ({ ctx, query }) => listIssued(ctx, query.course_id, query.after),
});
