import { describe, expect, it } from 'vitest';
import { lighthouseTable, medianRun, type LighthouseResult } from '@/bench/lighthouse';

// The bench's Lighthouse table (bench/lighthouse.ts): held runs marked, and the host's speed over the runs
// beside the scores (decision 426), so a score that moved with the machine shows it.

const row = (over: Partial<LighthouseResult>): LighthouseResult => ({
  name: '/homepage',
  path: '/homepage',
  performance: 83,
  tbtMs: 187,
  lcpMs: 3747,
  fcpMs: 1850,
  cls: 0,
  runs: [80, 83, 84],
  held: 2,
  runsHeld: [true, false, true],
  benchmarkIndex: [1882, 1469, 1497],
  ...over,
});

describe('lighthouseTable', () => {
  it('marks the held runs and gives the range of the host benchmark index', () => {
    const lines = lighthouseTable([row({})]).split('\n');
    expect(lines[0]).toContain('| host benchmark index |');
    expect(lines[2]).toBe('| /homepage | 83 | 187 | 3747 | 1850 | 0 | 80*, 83, 84* | 2/3 | 1469-1882 |');
  });

  it('shows one value when the runs agree, and a dash for a result file without the measure', () => {
    expect(lighthouseTable([row({ benchmarkIndex: [1500, 1500, 1500] })])).toContain('| 2/3 | 1500 |');
    const old = row({}) as Partial<LighthouseResult>;
    delete old.benchmarkIndex;
    expect(lighthouseTable([old as LighthouseResult])).toContain('| 2/3 | – |');
    // JSON writes a missing measure (NaN) as null
    expect(
      lighthouseTable([row({ benchmarkIndex: [null as unknown as number, 1300, Number.NaN] })]),
    ).toContain('| 2/3 | 1300 |');
  });
});

describe('medianRun', () => {
  it('is one real run: the middle by score, the lower middle for an even count', () => {
    const runs = [
      { performance: 92, id: 'a' },
      { performance: 78, id: 'b' },
      { performance: 85, id: 'c' },
    ];
    expect(medianRun(runs)).toEqual({ performance: 85, id: 'c' });
    expect(medianRun([...runs, { performance: 99, id: 'd' }])?.id).toBe('c');
    expect(medianRun([])).toBeUndefined();
    expect(runs.map((r) => r.id)).toEqual(['a', 'b', 'c']); // the caller's order is kept
  });
});
