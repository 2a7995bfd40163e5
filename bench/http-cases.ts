// What `npm run bench -- --http` measures: requests to the production server (`next start`), so the
// numbers include Next's HTTP server, proxy.ts and server rendering. Plain data, no app imports: the
// runner fills in the placeholders and the session. See bench/README.md.

/** the demo student (lib/seed/demo-data.ts) behind `auth: 'student'` */
export const STUDENT_EMAIL = 'aluno@demo.local';

export interface HttpCase {
  /** "VERB /path" as in docs/api-map.md (the same name as the in-process case, where there is one) */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{tenant}` becomes the tenant's id, `{host}` its host (`localhost` for the demo tenant) */
  path: string;
  /**
   * `student` sends the cookie of a session of the tenant's student (aluno@demo.local, or
   * aluno@grande.localhost on the large tenant), signed in once through POST /api/login
   */
  auth: 'anonymous' | 'student';
  /** `large`: the large tenant of bench/large-tenant.ts on `grande.localhost` (skipped with BENCH_LARGE=0) */
  tenant?: 'demo' | 'large';
  /** sent as JSON, with an Origin of the same host (the sign-in endpoints refuse cross-site calls) */
  body?: unknown;
  /** served by the bare yardstick app (bench/bare), not by Praça */
  bare?: boolean;
}

export const BARE_ROUTE = 'bare route (bench/bare GET /ok)';
export const BARE_PAGE = 'bare dynamic page (bench/bare GET /)';
/** The yardstick: a bare Next app of the same Next version, measured in the same interleaved rounds. */
export const BARE_CASES: HttpCase[] = [
  { name: BARE_ROUTE, method: 'GET', path: '/ok', auth: 'anonymous', bare: true },
  { name: BARE_PAGE, method: 'GET', path: '/', auth: 'anonymous', bare: true },
];

export const httpCases: HttpCase[] = [
  // The app's own cheapest route (one `SELECT 1`); the true yardstick is BARE_CASES.
  { name: 'GET /api/health', method: 'GET', path: '/api/health', auth: 'anonymous' },
  {
    name: 'GET /api/getTenant?domain=HOST',
    method: 'GET',
    path: '/api/getTenant?domain={host}',
    auth: 'anonymous',
  },
  { name: 'GET /api/auth/me', method: 'GET', path: '/api/auth/me', auth: 'student' },
  {
    name: 'GET /api/auth/config/plataforma/links/index/{tenant}',
    method: 'GET',
    path: '/api/auth/config/plataforma/links/index/{tenant}',
    auth: 'student',
  },
  {
    // read by every lesson page (template and comment flag)
    name: 'GET /api/auth/tenants/template_settings/{tenant}',
    method: 'GET',
    path: '/api/auth/tenants/template_settings/{tenant}',
    auth: 'student',
  },
  // Pages, server-rendered: their queries are read from GET /api/bench/queries (bench/http.ts).
  { name: 'GET /login (page)', method: 'GET', path: '/login', auth: 'anonymous' },
  { name: 'GET /homepage (page)', method: 'GET', path: '/homepage', auth: 'student' },
  // 200 courses, 20 carousels, 50k students with progress (bench/large-tenant.ts)
  {
    name: 'GET /homepage (page, large tenant)',
    method: 'GET',
    path: '/homepage',
    auth: 'student',
    tenant: 'large',
  },
  // Seed-stable ids (lib/seed/ids.ts): the photography course and its lesson 1.4, open to the student.
  {
    name: 'GET /curso/{tenant}/{courseId} (page)',
    method: 'GET',
    path: '/curso/{tenant}/019b76da-a800-73a0-9960-669f55c866ad',
    auth: 'student',
  },
  {
    name: 'GET /curso/{tenant}/{slug}/{lessonId} (page)',
    method: 'GET',
    path: '/curso/{tenant}/foco-e-exposicao-manual/019b76da-a800-7d5e-b2b8-b4a602b22669',
    auth: 'student',
  },
  // The demo tenant's main community (seed-stable id): its page and its feed endpoint.
  {
    name: 'GET /comunidade/{tenant}/{communityId} (page)',
    method: 'GET',
    path: '/comunidade/{tenant}/019b76da-a800-7547-857e-b16389c48cc9',
    auth: 'student',
  },
  {
    name: 'GET /api/v2/communities/{id}/posts (demo tenant)',
    method: 'GET',
    path: '/api/v2/communities/019b76da-a800-7547-857e-b16389c48cc9/posts',
    auth: 'student',
  },
  {
    name: 'GET /api/auth/lessons/{lessonId}/comments',
    method: 'GET',
    path: '/api/auth/lessons/019b76da-a800-7d5e-b2b8-b4a602b22669/comments',
    auth: 'student',
  },
  // Gamification (issue 5): the profile's data, what the celebration host reads after 'Concluir aula'
  // (decision 183), and the profile page.
  { name: 'GET /api/gamification/me', method: 'GET', path: '/api/gamification/me', auth: 'student' },
  {
    name: 'GET /api/gamification/celebrations',
    method: 'GET',
    path: '/api/gamification/celebrations',
    auth: 'student',
  },
  { name: 'GET /dashboard/profile (page)', method: 'GET', path: '/dashboard/profile', auth: 'student' },
  {
    name: 'GET /api/gamification/ranking?limit=50 (large tenant, student)',
    method: 'GET',
    path: '/api/gamification/ranking?limit=50',
    auth: 'student',
    tenant: 'large',
  },
];
