// JavaScript weight of pages as a browser loads them: Debian's Chromium (playwright-core, never a
// download) opens each page, and the sum of the gzip sizes of every script it loaded is reported
// (gzip level 6: the unit of issue 16's goal, and what a browser without zstd gets), with the HTML's
// own size. Used by `npm run bench:http`
// (BENCH_JS=0 skips it) and on its own against any running server:
//
//   npx tsx bench/js-weight.ts http://localhost:3000 [password]
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export interface PageWeight {
  name: string;
  path: string;
  /** scripts the page loaded (first load, cold cache) */
  scripts: number;
  jsGzKb: number;
  jsRawKb: number;
  /** stylesheets (fonts' @font-face rules included), gzipped */
  cssGzKb: number;
  /** the document itself, as sent (decoded) and gzipped */
  htmlKb: number;
  htmlGzKb: number;
  /**
   * requests the page sent to the app besides its document and files until the network was idle: API
   * calls and React Server Component fetches (prefetches included, cancelled ones too: the server had
   * started on them). A page view costs the server its page and these (decisions 396, 397).
   */
  appCalls: number;
}

export interface WeightPage {
  name: string;
  path: string;
  /** sign in first as this member (POST /api/login through the page's own context) */
  as?: string;
  /**
   * the page is the first link whose path starts with `prefix` on the page at `on` (for pages whose ids
   * the seed does not fix: a post's), found in a context of its own, so the measured visit is still cold
   */
  linkOn?: { on: string; prefix: string };
}

async function signIn(context: BrowserContext, baseUrl: string, email: string, password: string) {
  const res = await context.request.post(`${baseUrl}/api/login`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} answered ${res.status()}`);
}

async function firstLink(browser: Browser, baseUrl: string, p: WeightPage, password: string) {
  const context = await browser.newContext();
  try {
    if (p.as) await signIn(context, baseUrl, p.as, password);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${p.linkOn!.on}`);
    const link = page.locator(`a[href^="${p.linkOn!.prefix}"]`).first();
    const href = await link.getAttribute('href', { timeout: 15_000 });
    if (!href) throw new Error(`no link to ${p.linkOn!.prefix} on ${p.linkOn!.on}`);
    return href;
  } finally {
    await context.close();
  }
}

/** The pages with the tenant's id in their paths. */
export function forTenant(pages: WeightPage[], tenantId: string): WeightPage[] {
  const fill = (path: string) => path.replaceAll('{tenant}', tenantId);
  return pages.map((p) => ({
    ...p,
    path: fill(p.path),
    ...(p.linkOn && { linkOn: { on: fill(p.linkOn.on), prefix: fill(p.linkOn.prefix) } }),
  }));
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (b: Buffer) => zlib.gzipSync(b, { level: 6 }).length;

export async function measureJsWeight(
  baseUrl: string,
  pages: WeightPage[],
  password: string,
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<PageWeight[]> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
    const out: PageWeight[] = [];
    for (const p of pages) {
      const path = p.linkOn ? await firstLink(browser, baseUrl, p, password) : p.path;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (p.as) await signIn(context, baseUrl, p.as, password);
      const page = await context.newPage();
      const bodies: Promise<Buffer | null>[] = [];
      const css: Promise<Buffer | null>[] = [];
      let appCalls = 0;
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin !== new URL(baseUrl).origin) return;
        if (url.pathname.startsWith('/api/') || url.searchParams.has('_rsc')) appCalls++;
      });
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type === 'script') bodies.push(res.body().catch(() => null));
        if (type === 'stylesheet') css.push(res.body().catch(() => null));
      });
      const doc = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      if (!doc || !doc.ok()) throw new Error(`${path} answered ${doc?.status()}`);
      const html = await doc.body();
      const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => !!b);
      const sheets = (await Promise.all(css)).filter((b): b is Buffer => !!b);
      out.push({
        name: p.name,
        path,
        scripts: scripts.length,
        jsGzKb: kb(scripts.reduce((s, b) => s + gz(b), 0)),
        jsRawKb: kb(scripts.reduce((s, b) => s + b.length, 0)),
        cssGzKb: kb(sheets.reduce((s, b) => s + gz(b), 0)),
        htmlKb: kb(html.length),
        htmlGzKb: kb(gz(html)),
        appCalls,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser?.close();
  }
}

/** The pages of issue 16's table, then the other student pages, on the demo tenant (seed-stable ids, lib/seed/ids.ts). */
export const WEIGHT_PAGES: WeightPage[] = [
  { name: '/login', path: '/login' },
  { name: '/homepage', path: '/homepage', as: 'aluno@demo.local' },
  {
    name: 'lesson page',
    path: '/curso/{tenant}/foco-e-exposicao-manual/019b76da-a800-7d5e-b2b8-b4a602b22669',
    as: 'aluno@demo.local',
  },
  {
    name: 'community page',
    path: '/comunidade/{tenant}/019b76da-a800-7547-857e-b16389c48cc9',
    as: 'aluno@demo.local',
  },
  { name: '/dashboard/profile', path: '/dashboard/profile', as: 'aluno@demo.local' },
  // issue 16's goal is every student page: the other pages with no id in their path (decision 447)
  { name: '/favoritos', path: '/favoritos', as: 'aluno@demo.local' },
  { name: '/search', path: '/search?q=foto', as: 'aluno@demo.local' },
  { name: 'communities explorer', path: '/comunidade/explorer?tenant={tenant}', as: 'aluno@demo.local' },
  { name: '/notifications', path: '/notifications', as: 'aluno@demo.local' },
  { name: '/lembretes', path: '/lembretes', as: 'aluno@demo.local' },
  { name: '/avaliacoes', path: '/avaliacoes', as: 'aluno@demo.local' },
  { name: '/live', path: '/live', as: 'aluno@demo.local' },
  // a post's page: the first post of the seeded community's feed (decision 448)
  {
    name: 'post page',
    path: '/comunidade/post/…',
    as: 'aluno@demo.local',
    linkOn: {
      on: '/comunidade/{tenant}/019b76da-a800-7547-857e-b16389c48cc9',
      prefix: '/comunidade/post/',
    },
  },
];

export function weightTable(rows: PageWeight[]): string {
  const head =
    '| page | scripts | JS gz kB | JS raw kB | CSS gz kB | HTML kB | HTML gz kB | app calls |\n|---|---|---|---|---|---|---|---|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.scripts} | ${r.jsGzKb} | ${r.jsRawKb} | ${r.cssGzKb} | ${r.htmlKb} | ${r.htmlGzKb} | ${r.appCalls} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', password = 'senha-demo-123', tenantId] = process.argv.slice(2);
  measureJsWeight(
    base,
    tenantId
      ? forTenant(WEIGHT_PAGES, tenantId)
      : WEIGHT_PAGES.filter((p) => !p.path.includes('{tenant}') && !p.linkOn?.on.includes('{tenant}')),
    password,
  ).then(
    (rows) => console.log(weightTable(rows)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
