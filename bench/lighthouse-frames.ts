// Why a Lighthouse run's first paint was held (decision 426): runs Lighthouse as the bench does
// (bench/lighthouse.ts) with the trace category `viz` added, and reads from each run's trace whether viz
// stopped sending frames to the page's renderer (`ThrottleUndrawnFrames`) before the page's first main
// frame, and when that frame came. A diagnosis, not a measurement: the added category makes the trace
// about three times larger, so the bench's own scores never come from here.
//
//   npx tsx bench/lighthouse-frames.ts http://localhost:3000 /homepage [runs=6] [password]
//
// With --ab instead, no category is added: each round runs Lighthouse once with its CLI's flags and once
// with Chromium's `RenderDocument` left on (the one flag that lets the hold happen, decision 417),
// interleaved, and prints both series with Lighthouse's measure of the host's speed:
//
//   npx tsx bench/lighthouse-frames.ts http://localhost:3000 /homepage 5 senha-demo-123 --ab
//
// A signed-in page (any path but /login) is opened as the demo student.
import { medianRun, runOnce, signIn, type TraceEvent } from './lighthouse';

export interface FrameDiagnosis {
  /** ms after the page's navigationStart; null when the trace has no such event */
  firstPaintMs: number | null;
  /** the renderer's first main frame (BeginMainThreadFrame) once the page's HTML is being parsed */
  firstMainFrameMs: number | null;
  /** viz's first `ThrottleUndrawnFrames` decision after the navigation started */
  throttledMs: number | null;
  /**
   * viz throttled the renderer before the page's first main frame, which then waited for the next of viz's
   * one-a-second frames: the held first paint of decision 426. (A throttle after the first main frame does
   * not hold it: that frame is already on its way to the screen.)
   */
  heldByViz: boolean;
}

const dataOf = (e: TraceEvent) => (e.args?.data ?? {}) as Record<string, unknown>;

/**
 * The page's navigation is the last `navigationStart` of an http(s) document: SVG images start documents
 * of their own in the same renderer, with an empty URL.
 */
function pageNavigation(events: TraceEvent[]): TraceEvent | undefined {
  let nav: TraceEvent | undefined;
  for (const e of events) {
    if (e.name !== 'navigationStart') continue;
    const url = dataOf(e).documentLoaderURL;
    if (typeof url === 'string' && /^https?:/.test(url) && (!nav || e.ts >= nav.ts)) nav = e;
  }
  return nav;
}

export function diagnoseFrames(events: TraceEvent[]): FrameDiagnosis {
  const nav = pageNavigation(events);
  if (!nav) return { firstPaintMs: null, firstMainFrameMs: null, throttledMs: null, heldByViz: false };
  const frame = nav.args?.frame;
  const after = (e: TraceEvent) => e.ts >= nav.ts;
  const first = (pick: (e: TraceEvent) => boolean): number | null => {
    let ts: number | null = null;
    for (const e of events) if (after(e) && pick(e) && (ts === null || e.ts < ts)) ts = e.ts;
    return ts === null ? null : Math.round((ts - nav.ts) / 100) / 10;
  };
  const parseStart = first(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData as { frame?: string } | undefined)?.frame === frame,
  );
  const firstPaintMs = first((e) => e.name === 'firstPaint' && e.args?.frame === frame);
  const firstMainFrameMs =
    parseStart === null
      ? null
      : first(
          (e) => e.name === 'BeginMainThreadFrame' && e.pid === nav.pid && e.ts - nav.ts >= parseStart * 1000,
        );
  const throttledMs = first(
    (e) => e.name === 'SendBeginFrameDecision' && e.args?.reason === 'ThrottleUndrawnFrames',
  );
  return {
    firstPaintMs,
    firstMainFrameMs,
    throttledMs,
    heldByViz: throttledMs !== null && (firstMainFrameMs === null || throttledMs < firstMainFrameMs),
  };
}

const ms = (v: number | null) => (v === null || Number.isNaN(v) ? '–' : String(Math.round(v)));

/** Lighthouse's CLI flags against `RenderDocument` left on, interleaved run by run. */
async function ab(url: string, executablePath: string, headers: Record<string, string>, runs: number) {
  console.log(
    '| run | flags | score | first paint | load | held | TBT | LCP | host benchmark index |\n|---:|---|---:|---:|---:|---|---:|---:|---:|',
  );
  const scores: Record<string, { performance: number }[]> = { cli: [], renderDocument: [] };
  for (let i = 1; i <= runs; i++) {
    for (const renderDocument of [false, true]) {
      const r = await runOnce(url, executablePath, headers, { renderDocument });
      scores[renderDocument ? 'renderDocument' : 'cli']!.push(r);
      console.log(
        `| ${i} | ${renderDocument ? 'RenderDocument on' : "Lighthouse's CLI"} | ${r.performance} | ${ms(r.observed.firstPaintMs)} | ${ms(r.observed.loadMs)} | ${r.held ? 'yes' : 'no'} | ${r.tbtMs} | ${r.lcpMs} | ${r.benchmarkIndex} |`,
      );
    }
  }
  console.log(
    `\nmedian score: Lighthouse's CLI ${medianRun(scores.cli!)?.performance}, RenderDocument on ${medianRun(scores.renderDocument!)?.performance}`,
  );
}

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--ab');
  const [base = 'http://localhost:3000', path = '/homepage', runs = '6', password = 'senha-demo-123'] = args;
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const headers: Record<string, string> =
    path === '/login' ? {} : { Cookie: await signIn(base, 'aluno@demo.local', password) };
  if (process.argv.includes('--ab')) return ab(`${base}${path}`, executablePath, headers, Number(runs));
  console.log(
    '| run | score | first paint | load | held (paint after load) | first main frame | viz throttled at | held by viz |\n|---:|---:|---:|---:|---|---:|---:|---|',
  );
  let held = 0;
  let throttled = 0;
  for (let i = 1; i <= Number(runs); i++) {
    const r = await runOnce(`${base}${path}`, executablePath, headers, { traceCategories: 'viz' });
    const d = diagnoseFrames(r.trace ?? []);
    if (r.held) held++;
    if (d.heldByViz) throttled++;
    console.log(
      `| ${i} | ${r.performance} | ${ms(r.observed.firstPaintMs)} | ${ms(r.observed.loadMs)} | ${r.held ? 'yes' : 'no'} | ${ms(d.firstMainFrameMs)} | ${ms(d.throttledMs)} | ${d.heldByViz ? 'yes' : 'no'} |`,
    );
  }
  console.log(
    `\nheld ${held}/${runs}; held by viz (throttled before the first main frame) ${throttled}/${runs}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
