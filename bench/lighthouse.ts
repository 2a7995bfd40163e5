// Lighthouse mobile (its default config: a Moto G-sized screen, simulated slow 4G and 4x CPU slowdown),
// performance only, on the pages of issue 16's goals, in Debian's Chromium (never a download). Used by
// `npm run bench:http` (BENCH_LIGHTHOUSE=0 skips it) and on its own against any running server:
//
//   npm run bench:lighthouse -- http://localhost:3000 [password]
//
// A signed-in page gets the session cookie through Lighthouse's extraHeaders (sent with every request of
// the run), from one POST /api/login made here. Each page runs BENCH_LIGHTHOUSE_RUNS times (default 5,
// one fresh Chromium each) and the run with the median performance score is reported.
import { launch, Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { indexRange } from './report';

export interface LighthousePage {
  name: string;
  path: string;
  /** sign in first as this member and send its cookie */
  as?: string;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** 0-100, the run with the median score */
  performance: number;
  /** total blocking time, largest contentful paint, first contentful paint (ms), cumulative layout shift */
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** every run's score, in order */
  runs: number[];
  /** how many runs painted only after `load` (a first paint held by the viz throttle, decision 417) */
  held: number;
  /** which runs those were, in the order of `runs` */
  runsHeld: boolean[];
  /**
   * Lighthouse's measure of the host's speed before each run, in the order of `runs` (higher is faster). It
   * moved from 1,207 to 2,647 between runs of one build on one machine (decision 426): a wide range says
   * the scores moved with the host.
   */
  benchmarkIndex: number[];
}

/** issue 16's Lighthouse goals: /login and the signed-in /homepage */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: '/login', path: '/login' },
  { name: '/homepage', path: '/homepage', as: 'aluno@demo.local' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member's session cookie from POST /api/login at any base URL (a server elsewhere too). Not
 * http-server.ts's `signInOn`, which always dials 127.0.0.1 and names the tenant in the Host header, so
 * that hosts like grande.localhost need no DNS.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  return cookie;
}

/**
 * chrome-launcher's default flags without the one that disables `RenderDocument`, which Chromium has on by
 * default. Lighthouse's CLI disables it (Lighthouse pull request 16363), and with it off the first paint
 * can be held (decisions 417 and 426). Only the frame diagnosis's A/B leaves it on, never the bench.
 */
export function withRenderDocument(flags: readonly string[]): string[] {
  return flags.flatMap((flag) => {
    if (!flag.startsWith('--disable-features=')) return [flag];
    const features = flag
      .slice('--disable-features='.length)
      .split(',')
      .filter((f) => f && f !== 'RenderDocument');
    return features.length > 0 ? [`--disable-features=${features.join(',')}`] : [];
  });
}

/**
 * A headless Chromium with a DevTools port, launched as Lighthouse's own CLI launches it: through
 * chrome-launcher, whose default flags turn off what a fresh profile does in the background (component
 * and safe-browsing downloads, translate, sync, default apps, timer throttling). Launched by hand with a
 * few flags of our own, that background work ran during the measured load and the Total Blocking Time
 * (and so the score) was the browser's as much as the page's (decision 388).
 */
async function launchChromium(
  executablePath: string,
  renderDocument = false,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const own = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];
  const chrome = await launch({
    chromePath: executablePath,
    ...(renderDocument
      ? { ignoreDefaultFlags: true, chromeFlags: [...withRenderDocument(Launcher.defaultFlags()), ...own] }
      : { chromeFlags: own }),
    logLevel: 'silent',
  });
  const exited = new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
  return {
    port: chrome.port,
    stop: async () => {
      chrome.kill();
      await Promise.race([exited, sleep(5_000)]);
    },
  };
}

/** A trace event as Chromium writes it (the fields the bench reads). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

/** What the frame diagnosis (bench/lighthouse-frames.ts) changes in a run; the bench's own runs change nothing. */
export interface RunOptions {
  /** trace categories added to Lighthouse's own (the diagnosis adds `viz`); the run then returns its trace */
  traceCategories?: string;
  /** Chromium with `RenderDocument` as it is by default, not disabled (`withRenderDocument`) */
  renderDocument?: boolean;
}

/**
 * One Lighthouse run in a fresh Chromium. Without options it is what Lighthouse's CLI measures, and the
 * bench never passes any.
 */
export async function runOnce(
  url: string,
  executablePath: string,
  headers: Record<string, string>,
  { traceCategories, renderDocument = false }: RunOptions = {},
) {
  const chrome = await launchChromium(executablePath, renderDocument);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
      ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const observed = observedTimings(lhr.audits['metrics']?.details);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(audit('total-blocking-time')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      finalUrl: lhr.finalDisplayedUrl,
      // the observed (unthrottled) first paint came after the load event: see the header (decision 417)
      held: observed.firstPaintMs > observed.loadMs,
      observed,
      /** Lighthouse's measure of the host's speed, taken before the run (higher is faster) */
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      trace: traceCategories
        ? ((result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [])
        : undefined,
    };
  } finally {
    await chrome.stop();
  }
}

/** The observed (unthrottled) first paint and load event, ms after navigation (NaN when missing). */
function observedTimings(details: unknown): { firstPaintMs: number; loadMs: number } {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const m = items?.[0];
  const num = (v: unknown) => (typeof v === 'number' ? v : NaN);
  return { firstPaintMs: num(m?.observedFirstPaint), loadMs: num(m?.observedLoad) };
}

/**
 * The middle run by score, the lower of the two middle ones for an even count: Lighthouse's "median run" is
 * one real run, not an average.
 */
export function medianRun<T extends { performance: number }>(runs: T[]): T | undefined {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
}

export async function measureLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  password: string,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<LighthouseResult[]> {
  const out: LighthouseResult[] = [];
  for (const p of pages) {
    const headers: Record<string, string> = p.as ? { Cookie: await signIn(baseUrl, p.as, password) } : {};
    const url = `${baseUrl}${p.path}`;
    const all = [];
    for (let i = 0; i < Math.max(1, runs); i++) {
      const r = await runOnce(url, executablePath, headers);
      // a signed-in page that lands elsewhere (the session was not sent) would measure the wrong page
      if (new URL(r.finalUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse on ${p.path} ended on ${r.finalUrl}`);
      all.push(r);
    }
    const median = medianRun(all)!;
    out.push({
      name: p.name,
      path: p.path,
      performance: median.performance,
      tbtMs: median.tbtMs,
      lcpMs: median.lcpMs,
      fcpMs: median.fcpMs,
      cls: median.cls,
      runs: all.map((r) => r.performance),
      held: all.filter((r) => r.held).length,
      runsHeld: all.map((r) => r.held),
      benchmarkIndex: all.map((r) => r.benchmarkIndex),
    });
  }
  return out;
}

export function lighthouseTable(rows: LighthouseResult[]): string {
  const head =
    '| page | performance | TBT ms | LCP ms | FCP ms | CLS | runs (* held) | first paint held | host benchmark index |\n|---|---:|---:|---:|---:|---:|---|---:|---:|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.performance} | ${r.tbtMs} | ${r.lcpMs} | ${r.fcpMs} | ${r.cls} | ${r.runs.map((score, i) => `${score}${r.runsHeld[i] ? '*' : ''}`).join(', ')} | ${r.held}/${r.runs.length} | ${indexRange(r.benchmarkIndex)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', password = 'senha-demo-123'] = process.argv.slice(2);
  measureLighthouse(base, LIGHTHOUSE_PAGES, password).then(
    (rows) => console.log(lighthouseTable(rows)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
