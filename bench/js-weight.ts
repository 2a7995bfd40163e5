// JavaScript weight of pages as a browser loads them: Debian's Chromium (playwright-core, never a
// download) opens each page, and the sum of the gzip sizes of every script it loaded is reported
// (gzip level 6: the unit of issue 16's goal, and what a browser without zstd gets), with the HTML's
// own size. Used by `npm run bench:http`
// (BENCH_JS=0 skips it) and on its own against any running server:
//
//   npx tsx bench/js-weight.ts http://localhost:3000 [password]
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

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
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (p.as) {
        const res = await context.request.post(`${baseUrl}/api/login`, {
          data: { email: p.as, password },
          headers: { origin: baseUrl },
        });
        if (!res.ok()) throw new Error(`sign-in of ${p.as} answered ${res.status()}`);
      }
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
      const doc = await page.goto(`${baseUrl}${p.path}`, { waitUntil: 'networkidle' });
      if (!doc || !doc.ok()) throw new Error(`${p.path} answered ${doc?.status()}`);
      const html = await doc.body();
      const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => !!b);
      const sheets = (await Promise.all(css)).filter((b): b is Buffer => !!b);
      out.push({
        name: p.name,
        path: p.path,
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
  const pages = WEIGHT_PAGES.map((p) => ({ ...p, path: p.path.replaceAll('{tenant}', tenantId ?? '') }));
  measureJsWeight(
    base,
    tenantId ? pages : pages.filter((p) => !p.path.includes('{tenant}') && !p.path.includes('//')),
    password,
  ).then(
    (rows) => console.log(weightTable(rows)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
