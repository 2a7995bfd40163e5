// What `npm run bench` measures: one case per endpoint. An issue that adds or changes an endpoint adds
// its case here (bench/README.md). Handlers are the real route modules, called in-process with real
// Requests, so the numbers cover the route wrapper, the services and the database, not Next's server.
import { GET as lessonComments } from '@/app/api/auth/lessons/[lessonId]/comments/route';
import { POST as lessonProgress } from '@/app/api/auth/lessons/progress/route';
import { GET as allClasses } from '@/app/api/auth/aulas/allClasses/[tenant]/route';
import { GET as contentConfig } from '@/app/api/auth/config/plataforma/get-content-config/[tenantId]/route';
import { GET as myListStats } from '@/app/api/auth/config/plataforma/getMyListStats/[tenantId]/route';
import { GET as carouselItem } from '@/app/api/auth/home/carousel-item/[cardType]/[id]/[type]/route';
import { GET as carousels } from '@/app/api/auth/home/carousels/[tenant]/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as hasLive } from '@/app/api/platform/has-live/route';
import { GET as search } from '@/app/api/auth/search/route';
import { GET as gamificationMe } from '@/app/api/gamification/me/route';
import { GET as gamificationRanking } from '@/app/api/gamification/ranking/route';
import { GET as getTenant } from '@/app/api/getTenant/route';
import { GET as domainAllowed } from '@/app/api/domains/allowed/route';
import { GET as health } from '@/app/api/health/route';
import { GET as communityFeed } from '@/app/api/v2/communities/[id]/posts/route';
import { GET as communityThread } from '@/app/api/v2/communities/posts/[postId]/route';
import { GET as communityExplorer } from '@/app/api/v2/communities/explorer/route';
import { encodeCursor } from '@/lib/communities/feed/cursor';
import { POST as login } from '@/app/api/login/route';
import { bannersForHome } from '@/lib/banners/service';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import { getShowcase } from '@/lib/showcase/home';
import { DEMO_PASSWORD } from '@/lib/seed/demo-data';
import { seedKeys, stableId } from '@/lib/seed/ids';
import { makeRequest } from '@/test/support/http';
import { COMMUNITY_BENCH_CASES } from './community-cases';
import { TRENDING_BENCH_CASES } from './trending-cases';
import { STUDIO_BENCH_CASES } from './studio-cases';
import {
  NOTIFICATION_BENCH_CASES,
  NOTIFICATIONS_PAGE_DEMO,
  NOTIFICATIONS_PAGE_LARGE,
  NOTIFICATIONS_TOTAL_DEMO,
  NOTIFICATIONS_TOTAL_LARGE,
} from './notification-cases';
import { PAGE_BENCH_CASES } from './page-cases';
import { VIDEO_BENCH_CASES } from './video-cases';
import { PLATFORM_BENCH_CASES } from './platform-cases';
import { ACCESS_BENCH_CASES } from './access-cases';
import { GAMIFICATION_QUIZ_BENCH_CASES } from './gamification-cases';
import { CERTIFICATE_BENCH_CASES } from './certificate-cases';
import { TEAM_BENCH_CASES } from './team-cases';
import { MEMBERS_BENCH_CASES } from './members-cases';
import { INSIGHTS_BENCH_CASES } from './insights-cases';
import { ADMIN, STUDENT, type BenchCase, type BenchRequest, type Handler } from './case-types';

export type { BenchCase, BenchContext, BenchRequest, Handler } from './case-types';
export { ADMIN, EDITOR, STUDENT } from './case-types';

/**
 * What /homepage (app/(site)/homepage/page.tsx) reads for a signed-in member, in its order: the context
 * (tenant by host, session), the showcase, then the banner hero (read with it by the page). Not
 * the shell (layout) nor the rendering: the HTTP mode's `GET /homepage (page)` has those. Answers the
 * data as JSON with x-query-count, like route() does.
 */
const homepageData: Handler = (req) =>
  withQueryStats(async () => {
    const ctx = await buildContext(req);
    if (!ctx.user) return Response.json({ error: 'not signed in' }, { status: 401 });
    const showcase = await getShowcase(ctx);
    const banners = await bannersForHome(ctx);
    return Response.json(
      { showcase, banners },
      { headers: { 'x-query-count': String(currentQueryCount()) } },
    );
  });

/** Names of the two /homepage cases whose sql counts must be equal (3 vs 20 carousels), see bench/run.ts. */
export const HOMEPAGE_DEMO = 'GET /homepage data (demo tenant, student)';
export const HOMEPAGE_LARGE = 'GET /homepage data (large tenant, student)';
export const FEED_FIRST = 'GET /api/v2/communities/{id}/posts (large tenant, first page)';
export const FEED_DEEP = 'GET /api/v2/communities/{id}/posts (large tenant, after 90,000 posts)';

/** Case pairs whose query and statement counts must be equal (bench/run.ts fails the run otherwise). */
export const CONSTANT_QUERY_PAIRS = [
  { cases: [HOMEPAGE_DEMO, HOMEPAGE_LARGE], label: '/homepage demo tenant (3 carousels) vs large (20)' },
  { cases: [FEED_FIRST, FEED_DEEP], label: 'community feed first page vs 90,000 posts deep' },
  {
    cases: [NOTIFICATIONS_TOTAL_DEMO, NOTIFICATIONS_TOTAL_LARGE],
    label: 'unread notifications total, demo student vs 1M notifications',
  },
  {
    cases: [NOTIFICATIONS_PAGE_DEMO, NOTIFICATIONS_PAGE_LARGE],
    label: 'notifications page 1, demo student vs 1M notifications',
  },
] as const;

/** The feed of a community as a member, `limit` posts after `cursor` (docs/decisions.md 42). */
function feedCase(host: string, cookie: string, communityId: string, cursor: string | null): BenchRequest {
  const qs = `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const path = `/api/v2/communities/${communityId}/posts${qs}`;
  return {
    handler: communityFeed,
    params: { id: communityId },
    request: () => makeRequest('GET', path, { host, cookie }),
  };
}

/** a lesson the demo student may open (Plano Essencial), with seeded progress */
const DEMO_LESSON = stableId(seedKeys.lesson('demo', 'fotografia-com-o-celular', 1, 4));

export const cases: BenchCase[] = [
  {
    // The yardstick: a bare handler and one `SELECT 1`. Judge the others by their ratio to it, measured
    // in the same run on the same machine (../shared/TOOLCHAIN.md).
    name: 'GET /api/health',
    prepare: ({ host }) => ({ handler: health, request: () => makeRequest('GET', '/api/health', { host }) }),
  },
  {
    name: 'GET /api/getTenant?domain=HOST',
    prepare: ({ host }) => ({
      handler: getTenant,
      request: () => makeRequest('GET', `/api/getTenant?domain=${host}`, { host }),
    }),
  },
  {
    // Caddy's on-demand TLS ask (ADR 0481): one cached host lookup, asked on a new name's first visit
    name: 'GET /api/domains/allowed?domain=HOST',
    prepare: ({ host }) => ({
      handler: domainAllowed,
      request: () => makeRequest('GET', `/api/domains/allowed?domain=${host}`, { host: 'app:3000' }),
    }),
  },
  {
    name: 'GET /api/auth/me',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return { handler: me, request: () => makeRequest('GET', '/api/auth/me', { host, cookie }) };
    },
  },
  {
    // polled every minute by every open page (issue 14): the lives on now, then enrollments only if one is on
    name: 'GET /api/platform/has-live',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return {
        handler: hasLive,
        request: () => makeRequest('GET', '/api/platform/has-live', { host, cookie }),
      };
    },
  },
  ...PLATFORM_BENCH_CASES,
  ...TEAM_BENCH_CASES,
  {
    // scrypt (N=16384) dominates on purpose; each call also creates a session row.
    name: 'POST /api/login',
    scale: 0.2,
    prepare: ({ host }) => ({
      handler: login,
      request: () =>
        makeRequest('POST', '/api/login', {
          host,
          headers: { origin: `http://${host}` },
          body: { email: STUDENT, password: DEMO_PASSWORD },
        }),
    }),
  },
  {
    name: 'GET /api/auth/lessons/{lessonId}/comments',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/lessons/${DEMO_LESSON}/comments?page=1`;
      return {
        handler: lessonComments,
        params: { lessonId: DEMO_LESSON },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // the player's periodic report: access check, read, and (here, never lower) no write
    name: 'POST /api/auth/lessons/progress',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return {
        handler: lessonProgress,
        request: () =>
          makeRequest('POST', '/api/auth/lessons/progress', {
            host,
            cookie,
            body: { lesson_id: DEMO_LESSON, watched_seconds: 10, percent: 5 },
          }),
      };
    },
  },
  {
    name: 'GET /api/auth/home/carousels/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/home/carousels/${tenantId}`;
      return {
        handler: carousels,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // A custom carousel's cards: one query per content kind, whatever the number of cards.
    name: 'GET /api/auth/home/carousel-item/{cardType}/{id}/{type} (custom)',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const list = await carousels(
        makeRequest('GET', `/api/auth/home/carousels/${tenantId}`, { host, cookie }),
        {
          params: Promise.resolve({ tenant: tenantId }),
        },
      );
      const id = ((await list.json()) as { id: string }[])[0]!.id;
      const path = `/api/auth/home/carousel-item/vertical/${id}/1`;
      return {
        handler: carouselItem,
        params: { cardType: 'vertical', id, type: '1' },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // The whole showcase (what /homepage renders): settings, access, carousels, progress, trending, list.
    name: 'GET /api/auth/home/carousel-item/{cardType}/{id}/{type} (system-5, whole showcase)',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = '/api/auth/home/carousel-item/horizontal/system-5/5';
      return {
        handler: carouselItem,
        params: { cardType: 'horizontal', id: 'system-5', type: '5' },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/get-content-config/{tenantId}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/config/plataforma/get-content-config/${tenantId}`;
      return {
        handler: contentConfig,
        params: { tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/getMyListStats/{tenantId}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/config/plataforma/getMyListStats/${tenantId}`;
      return {
        handler: myListStats,
        params: { tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/aulas/allClasses/{tenant}?page={n}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/aulas/allClasses/${tenantId}?page=2`;
      return {
        handler: allClasses,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // 3 carousels, the demo student's progress.
    name: HOMEPAGE_DEMO,
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return { handler: homepageData, request: () => makeRequest('GET', '/homepage', { host, cookie }) };
    },
  },
  {
    // 200 courses, 20 carousels of every kind, 50k students with ~330k progress rows (bench/large-tenant.ts).
    name: HOMEPAGE_LARGE,
    large: true,
    prepare: async ({ large, signIn }) => {
      if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await signIn(large.student, undefined, large.host);
      return {
        handler: homepageData,
        request: () => makeRequest('GET', '/homepage', { host: large.host, cookie }),
      };
    },
  },
  {
    // The member's gamification (profile and celebration host): bounded by what the member earned.
    name: 'GET /api/gamification/me',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return {
        handler: gamificationMe,
        request: () => makeRequest('GET', '/api/gamification/me', { host, cookie }),
      };
    },
  },
  {
    // 50k members with scores over 5M ledger rows: the top 50 is an index range of the
    // (tenant, score desc, user) index and the member's position one index count, never a ledger sum.
    name: 'GET /api/gamification/ranking?limit=50 (large tenant, student)',
    large: true,
    prepare: async ({ large, signIn }) => {
      if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await signIn(large.student, undefined, large.host);
      return {
        handler: gamificationRanking,
        request: () => makeRequest('GET', '/api/gamification/ranking?limit=50', { host: large.host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/gamification/me (large tenant, student)',
    large: true,
    prepare: async ({ large, signIn }) => {
      if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await signIn(large.student, undefined, large.host);
      return {
        handler: gamificationMe,
        request: () => makeRequest('GET', '/api/gamification/me', { host: large.host, cookie }),
      };
    },
  },
  {
    // The demo community's feed as the demo student: the session, then access and posts in one statement.
    name: 'GET /api/v2/communities/{id}/posts (demo tenant)',
    prepare: async ({ host, signIn }) =>
      feedCase(host, await signIn(STUDENT), stableId(seedKeys.community('demo')), null),
  },
  {
    name: FEED_FIRST,
    large: true,
    prepare: async ({ large, signIn }) => {
      if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await signIn(large.student, undefined, large.host);
      return feedCase(large.host, cookie, large.community.id, null);
    },
  },
  {
    // The same page size 90,000 posts deep: the keyset makes it one index range scan, like the first.
    name: FEED_DEEP,
    large: true,
    prepare: async ({ large, signIn }) => {
      if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await signIn(large.student, undefined, large.host);
      return feedCase(large.host, cookie, large.community.id, encodeCursor(large.community.deep));
    },
  },
  {
    // A seeded post with its comments and replies (the post page).
    name: 'GET /api/v2/communities/posts/{postId}',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      const postId = stableId('demo:community:post:1');
      const path = `/api/v2/communities/posts/${postId}`;
      return {
        handler: communityThread,
        params: { postId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/v2/communities/explorer',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return {
        handler: communityExplorer,
        request: () => makeRequest('GET', '/api/v2/communities/explorer', { host, cookie }),
      };
    },
  },
  {
    // The header modal's quick results as a student: three bounded queries (one per kind), whatever the data.
    name: 'GET /api/auth/search?term=&page=&limit=&kind=',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = '/api/auth/search?term=a&limit=4';
      return { handler: search, request: () => makeRequest('GET', path, { host, cookie }) };
    },
  },
  ...COMMUNITY_BENCH_CASES,
  ...NOTIFICATION_BENCH_CASES,
  ...TRENDING_BENCH_CASES,
  ...STUDIO_BENCH_CASES,
  ...PAGE_BENCH_CASES,
  ...GAMIFICATION_QUIZ_BENCH_CASES,
  ...CERTIFICATE_BENCH_CASES,
  ...ACCESS_BENCH_CASES,
  ...MEMBERS_BENCH_CASES,
  ...INSIGHTS_BENCH_CASES,
  ...VIDEO_BENCH_CASES,
];
