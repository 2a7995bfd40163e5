// What a whole student page reads in-process, for the statement count of issue 16 item 5: the /homepage
// data case of bench/cases.ts reads the context, the showcase and the banners only; this one adds what the
// (site) layout and the root metadata read on every page (the shell, the site frame, the pending
// celebrations) and the page's custom HTML blocks. Not the rendering: the HTTP mode's pages have that.
import { bannersForHome } from '@/lib/banners/service';
import { framesFor } from '@/lib/custom-html/service';
import { getSiteFrame } from '@/lib/frame/site';
import { pendingCelebrations } from '@/lib/gamification/celebrations';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { buildContext } from '@/lib/server/route';
import { getShellData } from '@/lib/shell/service';
import { getShowcase } from '@/lib/showcase/home';
import { makeRequest } from '@/test/support/http';
import type { BenchCase, Handler } from './cases';

const STUDENT = 'aluno@demo.local';

const homepagePage: Handler = (req) =>
  withQueryStats(async () => {
    const ctx = await buildContext(req);
    if (!ctx.user) return Response.json({ error: 'not signed in' }, { status: 401 });
    const [shell, frame, celebrations, showcase, banners, frames] = await Promise.all([
      getShellData(ctx),
      getSiteFrame(ctx, { host: req.headers.get('host') ?? '', forwardedProto: null }),
      pendingCelebrations(ctx, ctx.user.id),
      getShowcase(ctx),
      bannersForHome(ctx),
      framesFor(ctx, { page: 'homepage' }),
    ]);
    return Response.json(
      { shell, frame, celebrations, showcase, banners, frames },
      { headers: { 'x-query-count': String(currentQueryCount()) } },
    );
  });

export const PAGE_BENCH_CASES: BenchCase[] = [
  {
    name: 'GET /homepage page data (demo tenant, student: layout, frame and page)',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return { handler: homepagePage, request: () => makeRequest('GET', '/homepage', { host, cookie }) };
    },
  },
];
