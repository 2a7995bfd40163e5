import { z } from 'zod';
import type { Endpoint } from '../conformance/types';
import { createCourse } from '../course/world';

// The Painel's endpoints (issue 49) for the conformance table (test/conformance/endpoints.ts spreads it).

const figure = z.object({ current: z.number(), previous: z.number() });
const member = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  actions: z.number().int(),
  active_days: z.number().int(),
  last_access_at: z.string().nullable(),
});
const insightsShape = z.object({
  data: z.object({
    period: z.object({
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      previous_from: z.string(),
      previous_to: z.string(),
    }),
    figures: z.object({
      active_members: figure,
      new_members: figure,
      lessons_completed: figure,
      hours_watched: figure,
      posts: figure,
      comments: figure,
      quiz_attempts: figure,
      pass_rate: figure,
    }),
    series: z.array(
      z.object({
        day: z.string(),
        active_members: z.number(),
        lessons_completed: z.number(),
        points: z.number(),
      }),
    ),
    courses: z.array(
      z.object({
        course_id: z.uuid(),
        title: z.string(),
        enrolled: z.number().int(),
        started: z.number().int(),
        completed: z.number().int(),
        average_progress: z.number().int(),
      }),
    ),
    most_active: z.array(member),
    least_active: z.array(member),
    quizzes: z.array(
      z.object({
        quiz_id: z.uuid(),
        name: z.string(),
        attempts: z.number().int(),
        passed: z.number().int(),
        pass_rate: z.number().int(),
        missed: z.array(
          z.object({ question_id: z.uuid(), text: z.string(), attempts: z.number(), missed: z.number() }),
        ),
      }),
    ),
  }),
});
const funnelShape = z.object({
  data: z.object({
    course_id: z.uuid(),
    title: z.string(),
    started: z.number().int(),
    modules: z.array(
      z.object({
        module_id: z.uuid(),
        title: z.string(),
        reached: z.number().int(),
        lessons: z.array(
          z.object({
            lesson_id: z.uuid(),
            title: z.string(),
            reached: z.number().int(),
            completed: z.number().int(),
            most_stop: z.boolean(),
          }),
        ),
      }),
    ),
  }),
});

export const INSIGHTS_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/insights',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/insights/route')).GET,
    path: () => '/api/auth/insights?period=30',
    response: insightsShape,
    malformedPath: () => '/api/auth/insights?period=custom&from=2024-01-01&to=2026-01-01',
    crossTenant: false,
  },
  {
    name: 'GET /api/auth/insights/funnel',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/insights/funnel/route')).GET,
    setup: async (t) => ({ course: (await createCourse(t.tenant)).course }),
    path: (t) => `/api/auth/insights/funnel?course_id=${t.ids.course}`,
    response: funnelShape,
    malformedPath: () => '/api/auth/insights/funnel?course_id=x',
  },
  {
    name: 'GET /api/auth/insights/export',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/insights/export/route')).GET,
    path: () => '/api/auth/insights/export?table=courses&period=7',
    response: z.string().startsWith('Curso;Matriculados'),
    malformedPath: () => '/api/auth/insights/export?table=nope',
    crossTenant: false,
  },
];
