import { z } from 'zod';
import type { Endpoint } from '../conformance/types';
import { createCourse, enroll } from '../course/world';

// The search endpoint for the conformance table (test/conformance/endpoints.ts spreads this list).
// It names no tenant and no resource (the host decides), so the cross-tenant 404 case does not apply;
// test/search/search.test.ts checks that another tenant's rows never appear.

const hit = z.object({
  id: z.string().uuid(),
  kind: z.enum(['course', 'module', 'lesson']),
  title: z.string(),
  href: z.string().startsWith('/'),
  image: z.string().nullable(),
  context: z.string().nullable(),
});
const group = z.object({ items: z.array(hit), has_more: z.boolean() });

export const SEARCH_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/search?term=&page=&limit=&kind=',
    method: 'GET',
    auth: 'user',
    crossTenant: false,
    setup: async (t) => {
      const c = await createCourse(t.tenant);
      await enroll(t.tenant, t.student.id, c.product);
      return { course: c.course };
    },
    handler: async () => (await import('@/app/api/auth/search/route')).GET,
    path: () => '/api/auth/search?term=aula&page=1',
    response: z.object({
      data: z.object({
        term: z.literal('aula'),
        page: z.literal(1),
        limit: z.number().int(),
        course: group,
        module: group,
        lesson: group.extend({ items: z.array(hit).min(1) }),
      }),
    }),
  },
];
