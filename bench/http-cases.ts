// What `npm run bench -- --http` measures: requests to the production server (`next start`), so the
// numbers include Next's HTTP server, the page-headers hook and server rendering. Plain data, no app imports: the
// runner fills in the placeholders and the session. See bench/README.md.

/** the demo student (lib/seed/demo-data.ts) behind `auth: 'student'` */
export const STUDENT_EMAIL = 'aluno@demo.local';

export interface HttpCase {
  /** "VERB /path" as in docs/api-map.md (the same name as the in-process case, where there is one) */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * `{name}` placeholders are the tenant's (fillPath): `{tenant}` its id, `{host}` its host (`localhost`
   * for the demo tenant), and the ids of TenantVars (the same names on both tenants, so a large-tenant
   * case reads like its demo twin)
   */
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
  /** a build asset (a static file), not a page: measured against the bare route, no query count */
  asset?: boolean;
  /** a large-tenant case: the name of the demo tenant's case it mirrors (reported side by side) */
  twin?: string;
}

/**
 * The ids a case's path may name, per tenant. The demo tenant's are seed-stable (lib/seed/ids.ts); the
 * large tenant's are looked up after seeding (bench/run.ts largeVars): course 1, its first lesson, the
 * community with 100,000 posts and the keyset cursor of its 90,000th post.
 */
export interface TenantVars {
  tenant: string;
  host: string;
  /** a course open to the tenant's student */
  course: string;
  /** a lesson of `course`, and its slug (cosmetic in the URL) */
  lesson: string;
  lessonSlug: string;
  /** the tenant's main community */
  community: string;
  /** the URL-encoded keyset cursor 90,000 posts deep in `community` (large tenant only) */
  deepCursor?: string;
  /** the path of the largest script /login loads (demo tenant only; bench/http-server.ts largestScript) */
  script?: string;
}

/**
 * What Chromium sends as Accept-Encoding over https and to localhost (over plain http to another host:
 * `gzip, deflate`): the HTTP bench's load asks for it (BENCH_ACCEPT_ENCODING overrides), so the server
 * compresses pages and answers over 1 kB as it does for a browser (decision 400): the app with zstd where
 * its Node has it, else gzip (scripts/compression.cjs, decision 414); the bare yardstick with Next's gzip.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** `headers` with `accept-encoding` added, or as they are when `encoding` is empty (a load without it). */
export const withAcceptEncoding = (headers: Record<string, string>, encoding: string) =>
  encoding ? { ...headers, 'accept-encoding': encoding } : headers;

/** The demo tenant's seed-stable ids: the photography course, its lesson 1.4, the main community. */
export const DEMO_IDS = {
  course: '019b76da-a800-73a0-9960-669f55c866ad',
  lesson: '019b76da-a800-7d5e-b2b8-b4a602b22669',
  lessonSlug: 'foco-e-exposicao-manual',
  community: '019b76da-a800-7547-857e-b16389c48cc9',
} as const;

/** `path` with every `{name}` replaced by `vars[name]`; an unknown or missing name throws. */
export function fillPath(path: string, vars: TenantVars): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (vars as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}} on this tenant`);
    return value;
  });
}

export const BARE_ROUTE = 'bare route (bench/bare GET /ok)';
export const BARE_PAGE = 'bare dynamic page (bench/bare GET /)';
/** The yardstick: a bare Next app of the same Next version, measured in the same interleaved rounds. */
export const BARE_CASES: HttpCase[] = [
  { name: BARE_ROUTE, method: 'GET', path: '/ok', auth: 'anonymous', bare: true },
  { name: BARE_PAGE, method: 'GET', path: '/', auth: 'anonymous', bare: true },
];

/** The demo tenant's cases (and the bare yardstick's) come first; large-tenant twins follow in LARGE_CASES. */
const demoCases: HttpCase[] = [
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
  // A first visit's script: the largest /login loads, compressed by the request hook once per process
  // (decision 419); it had been gzipped again for every visitor.
  {
    name: 'GET /_next/static/chunks/{script} (largest /login script)',
    method: 'GET',
    path: '{script}',
    auth: 'anonymous',
    asset: true,
  },
  // Pages, server-rendered: their queries are read from GET /api/bench/queries (bench/http.ts).
  { name: 'GET /login (page)', method: 'GET', path: '/login', auth: 'anonymous' },
  // Two floors under every student page (decision 393): a page of the tenant's public frame with no
  // session and no data of its own, and a page of the signed-in shell with none (a heading and a form).
  { name: 'GET /privacidade (page, frame only)', method: 'GET', path: '/privacidade', auth: 'anonymous' },
  { name: 'GET /lembretes (page, shell only)', method: 'GET', path: '/lembretes', auth: 'student' },
  { name: 'GET /homepage (page)', method: 'GET', path: '/homepage', auth: 'student' },
  {
    name: 'GET /curso/{tenant}/{courseId} (page)',
    method: 'GET',
    path: '/curso/{tenant}/{course}',
    auth: 'student',
  },
  {
    name: 'GET /curso/{tenant}/{slug}/{lessonId} (page)',
    method: 'GET',
    path: '/curso/{tenant}/{lessonSlug}/{lesson}',
    auth: 'student',
  },
  // The tenant's main community: its page and its feed endpoint.
  {
    name: 'GET /comunidade/{tenant}/{communityId} (page)',
    method: 'GET',
    path: '/comunidade/{tenant}/{community}',
    auth: 'student',
  },
  {
    name: 'GET /api/v2/communities/{id}/posts (demo tenant)',
    method: 'GET',
    path: '/api/v2/communities/{community}/posts',
    auth: 'student',
  },
  {
    name: 'GET /api/auth/lessons/{lessonId}/comments',
    method: 'GET',
    path: '/api/auth/lessons/{lesson}/comments',
    auth: 'student',
  },
  // Gamification (issue 5): the profile's data, what the celebration host reads after 'Concluir aula'
  // (decision 183), the ranking and the profile page.
  { name: 'GET /api/gamification/me', method: 'GET', path: '/api/gamification/me', auth: 'student' },
  {
    name: 'GET /api/gamification/celebrations',
    method: 'GET',
    path: '/api/gamification/celebrations',
    auth: 'student',
  },
  {
    name: 'GET /api/gamification/ranking?limit=50',
    method: 'GET',
    path: '/api/gamification/ranking?limit=50',
    auth: 'student',
  },
  { name: 'GET /dashboard/profile (page)', method: 'GET', path: '/dashboard/profile', auth: 'student' },
  // Notifications (issue 9): the bell's unread total and the first page of the list.
  {
    name: 'GET /api/auth/notification/total',
    method: 'GET',
    path: '/api/auth/notification/total',
    auth: 'student',
  },
  {
    name: 'GET /api/auth/notification?page=1&paginate=10',
    method: 'GET',
    path: '/api/auth/notification?page=1&paginate=10',
    auth: 'student',
  },
];

const large = (twin: string, name: string, path?: string): HttpCase => {
  const demo = demoCases.find((c) => c.name === twin);
  if (!demo) throw new Error(`no demo case ${twin}`);
  return { ...demo, name, path: path ?? demo.path, tenant: 'large', twin };
};

/**
 * The same cases on the large tenant (bench/large-tenant.ts: 200 courses, 20 carousels, 50,000 students
 * with progress, 5M ledger rows, 100,000 posts, 1M notifications of its student), reported beside their
 * demo twins. Lesson comments are left out: no lesson of the large tenant has any.
 */
export const LARGE_CASES: HttpCase[] = [
  large('GET /api/auth/me', 'GET /api/auth/me (large tenant)'),
  large('GET /homepage (page)', 'GET /homepage (page, large tenant)'),
  large('GET /curso/{tenant}/{courseId} (page)', 'GET /curso/{tenant}/{courseId} (page, large tenant)'),
  large(
    'GET /curso/{tenant}/{slug}/{lessonId} (page)',
    'GET /curso/{tenant}/{slug}/{lessonId} (page, large tenant)',
  ),
  large(
    'GET /comunidade/{tenant}/{communityId} (page)',
    'GET /comunidade/{tenant}/{communityId} (page, large tenant, 100,000 posts)',
  ),
  large(
    'GET /api/v2/communities/{id}/posts (demo tenant)',
    'GET /api/v2/communities/{id}/posts (large tenant, first page)',
  ),
  large(
    'GET /api/v2/communities/{id}/posts (demo tenant)',
    'GET /api/v2/communities/{id}/posts (large tenant, after 90,000 posts)',
    '/api/v2/communities/{community}/posts?cursor={deepCursor}',
  ),
  large('GET /api/gamification/me', 'GET /api/gamification/me (large tenant, student)'),
  large('GET /api/gamification/celebrations', 'GET /api/gamification/celebrations (large tenant)'),
  large(
    'GET /api/gamification/ranking?limit=50',
    'GET /api/gamification/ranking?limit=50 (large tenant, student)',
  ),
  large('GET /dashboard/profile (page)', 'GET /dashboard/profile (page, large tenant)'),
  large(
    'GET /api/auth/notification/total',
    'GET /api/auth/notification/total (large tenant, 1M notifications)',
  ),
  large(
    'GET /api/auth/notification?page=1&paginate=10',
    'GET /api/auth/notification?page=1&paginate=10 (large tenant, 1M)',
  ),
];

export const httpCases: HttpCase[] = [...demoCases, ...LARGE_CASES];
