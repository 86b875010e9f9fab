import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, mainThreadShare, type TraceEvent } from './lighthouse-calibration';

const URL = 'http://localhost:4000/pricing';
const PAGE = 7;
const OTHER = 9;

/** A renderer that loaded `url`, its main thread named, and the given tasks on it. */
function trace(tasks: Array<Partial<TraceEvent>>, url = URL): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: OTHER, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PAGE,
      tid: 1,
      ts: 0,
      args: { data: { documentLoaderURL: url } },
    },
    ...tasks.map((task) => ({ name: 'RunTask', ph: 'X', pid: PAGE, tid: 1, ts: 0, ...task })),
  ];
}

describe('mainThreadShare', () => {
  it('is the thread time over the wall time of the top-level tasks, nested events not counted twice', () => {
    const events = trace([
      { ts: 0, dur: 100, tdur: 40 },
      { name: 'Layout', ts: 10, dur: 50, tdur: 20 }, // inside the first task
      { ts: 200, dur: 100, tdur: 60 },
    ]);
    expect(mainThreadShare(events, URL)).toBeCloseTo(0.5);
  });

  it('reads only the renderer that loaded the page and only its main thread', () => {
    const events = [
      ...trace([{ ts: 0, dur: 100, tdur: 100 }]),
      { name: 'RunTask', ph: 'X', pid: OTHER, tid: 1, ts: 0, dur: 100, tdur: 1 },
      { name: 'RunTask', ph: 'X', pid: PAGE, tid: 2, ts: 0, dur: 100, tdur: 1 },
    ];
    expect(mainThreadShare(events, URL)).toBe(1);
  });

  it('is 1 when the trace does not show the page loading (nothing to calibrate from)', () => {
    expect(mainThreadShare(trace([{ ts: 0, dur: 100, tdur: 10 }], 'about:blank'), URL)).toBe(1);
    expect(mainThreadShare(trace([]), URL)).toBe(1);
  });
});

describe('calibratedSlowdown', () => {
  it("scales Lighthouse's 4x by the share, to a tenth, between 1x and 4x", () => {
    expect(calibratedSlowdown(1)).toBe(4);
    expect(calibratedSlowdown(0.41)).toBe(1.6);
    expect(calibratedSlowdown(0.1)).toBe(1);
    expect(calibratedSlowdown(1.5)).toBe(4);
  });
});
