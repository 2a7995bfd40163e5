import { describe, expect, it } from 'vitest';
import { diagnoseFrames } from '@/bench/lighthouse-frames';
import { withRenderDocument, type TraceEvent } from '@/bench/lighthouse';

// The held-first-paint diagnosis (decision 426) reads a Lighthouse trace with the `viz` category: these
// traces are cut down from real ones (one held run of /homepage, one not), times in ms after navigation.

const NAV = 5_000_000; // µs
const RENDERER = 10;
const VIZ = 20;
const FRAME = 'PAGE';

const at = (ms: number) => NAV + ms * 1000;
const ev = (name: string, ms: number, args: Record<string, unknown> = {}, pid = RENDERER): TraceEvent => ({
  name,
  pid,
  tid: pid,
  ts: at(ms),
  args,
});

const navigation = [
  // the blank page Lighthouse starts from, before the page
  ev('navigationStart', -400, { frame: 'BLANK', data: { documentLoaderURL: 'about:blank' } }),
  ev('navigationStart', 0, { frame: FRAME, data: { documentLoaderURL: 'http://localhost:3000/homepage' } }),
  // a main frame of the previous document, before the page's HTML is parsed: not the page's first
  ev('BeginMainThreadFrame', 40, { data: { frameId: 3 }, layerTreeId: 1 }),
  ev('ParseHTML', 120, { beginData: { frame: FRAME } }),
  // an SVG image's own document, in the same renderer, after the page's
  ev('navigationStart', 300, { frame: 'SVG', data: { documentLoaderURL: '' } }),
];

describe('diagnoseFrames', () => {
  it('finds viz throttling the renderer before the first paint (a held run)', () => {
    const events = [
      ...navigation,
      ev('SendBeginFrameDecision', 150, { reason: 'SendDefault', should_send: true }, VIZ),
      ev('SendBeginFrameDecision', 188, { reason: 'ThrottleUndrawnFrames', should_send: false }, VIZ),
      ev('SendBeginFrameDecision', 205, { reason: 'ThrottleUndrawnFrames', should_send: false }, VIZ),
      ev('BeginMainThreadFrame', 1188, { data: { frameId: 6 }, layerTreeId: 1 }),
      ev('firstPaint', 2225, { frame: FRAME }),
    ];
    expect(diagnoseFrames(events)).toEqual({
      firstPaintMs: 2225,
      firstMainFrameMs: 1188,
      throttledMs: 188,
      heldByViz: true,
    });
  });

  it('reports a run viz never throttled, and one throttled only after its first main frame', () => {
    const clean = [
      ...navigation,
      ev('BeginMainThreadFrame', 395, { data: { frameId: 6 } }),
      ev('firstPaint', 710, { frame: FRAME }),
    ];
    expect(diagnoseFrames(clean)).toEqual({
      firstPaintMs: 710,
      firstMainFrameMs: 395,
      throttledMs: null,
      heldByViz: false,
    });
    // throttled after the first main frame (seen on /login): that frame still reached the screen at once
    const late = [...clean, ev('SendBeginFrameDecision', 554, { reason: 'ThrottleUndrawnFrames' }, VIZ)];
    expect(diagnoseFrames(late)).toMatchObject({ throttledMs: 554, heldByViz: false });
  });

  it('ignores a throttle before the navigation and another frame’s paint', () => {
    const events = [
      ev('SendBeginFrameDecision', -100, { reason: 'ThrottleUndrawnFrames' }, VIZ),
      ...navigation,
      ev('firstPaint', 350, { frame: 'SVG' }),
      ev('firstPaint', 600, { frame: FRAME }),
    ];
    expect(diagnoseFrames(events)).toEqual({
      firstPaintMs: 600,
      firstMainFrameMs: null,
      throttledMs: null,
      heldByViz: false,
    });
  });

  it('says nothing without the page’s navigation', () => {
    expect(diagnoseFrames([ev('firstPaint', 10, { frame: FRAME })])).toEqual({
      firstPaintMs: null,
      firstMainFrameMs: null,
      throttledMs: null,
      heldByViz: false,
    });
  });
});

describe('withRenderDocument', () => {
  it('takes RenderDocument out of the disabled features and keeps every other flag', () => {
    expect(
      withRenderDocument([
        '--disable-features=Translate,RenderDocument,MediaRouter',
        '--disable-extensions',
        '--mute-audio',
      ]),
    ).toEqual(['--disable-features=Translate,MediaRouter', '--disable-extensions', '--mute-audio']);
  });

  it('drops a --disable-features left empty, and leaves flags without RenderDocument as they are', () => {
    expect(withRenderDocument(['--disable-features=RenderDocument', '--no-first-run'])).toEqual([
      '--no-first-run',
    ]);
    expect(withRenderDocument(['--disable-features=Translate'])).toEqual(['--disable-features=Translate']);
  });

  it('turns it back on in chrome-launcher’s own defaults, which Lighthouse’s CLI uses', async () => {
    const { Launcher } = await import('chrome-launcher');
    const defaults = Launcher.defaultFlags();
    expect(defaults.some((f) => f.startsWith('--disable-features=') && f.includes('RenderDocument'))).toBe(
      true,
    );
    const flags = withRenderDocument(defaults);
    expect(flags.some((f) => f.includes('RenderDocument'))).toBe(false);
    expect(flags.length).toBe(defaults.length);
  });
});
