import { z } from 'zod';
import { ACCESS_ENDPOINTS } from '../access/endpoints';
import { APPEARANCE_ENDPOINTS } from '../appearance/endpoints';
import { AUTH_ENDPOINTS } from '../auth/endpoints';
import { LESSON_ENDPOINTS } from '../lesson/endpoints';
import { LOGIN_PAGE_ENDPOINTS } from '../login-page/endpoints';
import { COURSE_ENDPOINTS } from '../course/endpoints';
import { CUSTOM_HTML_ENDPOINTS } from '../custom-html/endpoints';
import { GAMIFICATION_ENGINE_ENDPOINTS } from '../gamification/engine-endpoints';
import { GAMIFICATION_ENDPOINTS } from '../gamification/endpoints';
import { HARDENING_ENDPOINTS } from '../hardening/endpoints';
import { INSIGHTS_ENDPOINTS } from '../insights/endpoints';
import { BANNER_ENDPOINTS } from '../banners/endpoints';
import { CERTIFICATE_ENDPOINTS } from '../certificates/endpoints';
import { FRAME_ENDPOINTS } from '../frame/endpoints';
import { COMMUNITY_STUDENT_ENDPOINTS } from '../communities/feed/endpoints';
import { COMMUNITY_ENDPOINTS } from '../communities/admin/endpoints';
import { NOTIFICATION_ENDPOINTS } from '../notifications/endpoints';
import { QUIZ_ENDPOINTS } from '../quizzes/endpoints';
import { LIVE_ENDPOINTS } from '../lives/endpoints';
import { MEMBERS_ENDPOINTS } from '../members/endpoints';
import { SEARCH_ENDPOINTS } from '../search/endpoints';
import { SHELL_ENDPOINTS } from '../shell/endpoints';
import { SHOWCASE_ENDPOINTS } from '../showcase/endpoints';
import { STORAGE_ENDPOINTS } from '../storage/endpoints';
import { TEAM_ENDPOINTS } from '../team/endpoints';
import { STUDIO_ENDPOINTS } from '../studio/endpoints';
import { VIDEO_ENDPOINTS } from '../video/endpoints';
import type { Endpoint } from './types';

// Every documented endpoint, one entry each. test/conformance/conformance.test.ts runs, per entry:
// anonymous -> 401, student on an editor call -> 403, the other tenant's editor -> 404,
// valid -> the documented shape, malformed -> 4xx with nothing changed. Add new endpoints here.
export const ENDPOINTS: Endpoint[] = [
  {
    // the HTTP bench's page query counter: only on a server started with BENCH_QUERY_HEADER=1
    name: 'GET /api/bench/queries',
    method: 'GET',
    auth: 'public',
    handler: async () => (await import('@/app/api/bench/queries/route')).GET,
    setup: async () => {
      process.env.BENCH_QUERY_HEADER = '1';
      (await import('@/lib/server/env')).resetEnvCache(); // the environment is read once
      return {};
    },
    path: () => '/api/bench/queries',
    response: z.object({ total: z.number().int().nonnegative() }),
    crossTenant: false,
  },
  {
    // Caddy's on-demand TLS ask (ADR 0481): no tenant on the Host, any caller; 200 only for an active school
    name: 'GET /api/domains/allowed?domain=HOST',
    method: 'GET',
    auth: 'public',
    handler: async () => (await import('@/app/api/domains/allowed/route')).GET,
    path: (t) => `/api/domains/allowed?domain=${t.tenant.host}`,
    malformedPath: () => '/api/domains/allowed?domain=not_a_domain',
    response: z.object({ allowed: z.literal(true) }),
    crossTenant: false,
  },
  {
    name: 'GET /api/getTenant?domain=HOST',
    method: 'GET',
    auth: 'public',
    handler: async () => (await import('@/app/api/getTenant/route')).GET,
    path: (t) => `/api/getTenant?domain=${t.tenant.host}`,
    response: z.object({
      data: z.object({
        id: z.string().uuid(),
        name: z.string(),
        logo_horizontal: z.string().nullable(),
        logo_square: z.string().nullable(),
        favicon: z.string().nullable(),
        primary_color: z.string(),
        text_color: z.string(),
      }),
    }),
  },
  ...AUTH_ENDPOINTS,
  ...SHELL_ENDPOINTS,
  ...STORAGE_ENDPOINTS,
  ...VIDEO_ENDPOINTS,
  ...LESSON_ENDPOINTS,
  ...APPEARANCE_ENDPOINTS,
  ...COURSE_ENDPOINTS,
  ...BANNER_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...SHOWCASE_ENDPOINTS,
  ...COMMUNITY_STUDENT_ENDPOINTS,
  ...COMMUNITY_ENDPOINTS,
  ...GAMIFICATION_ENGINE_ENDPOINTS,
  ...GAMIFICATION_ENDPOINTS,
  ...HARDENING_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...FRAME_ENDPOINTS,
  ...LOGIN_PAGE_ENDPOINTS,
  ...CUSTOM_HTML_ENDPOINTS,
  ...QUIZ_ENDPOINTS,
  ...LIVE_ENDPOINTS,
  ...CERTIFICATE_ENDPOINTS,
  ...INSIGHTS_ENDPOINTS,
  ...TEAM_ENDPOINTS,
  ...STUDIO_ENDPOINTS,
  ...ACCESS_ENDPOINTS,
  ...MEMBERS_ENDPOINTS,
];
