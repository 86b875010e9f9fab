// How much of its tasks' time the page's main thread actually ran during a Lighthouse load, and the
// CPU slowdown under which its own work counts 4x (scripts/check-budget.ts, docs/performance.md).

/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** Lighthouse's mobile CPU slowdown: a mid-range phone against a host that runs the page at once. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/**
 * Of the wall time the page's main thread spent in tasks, the share it ran (thread time over wall
 * time, top-level tasks of the renderer that loaded `url`); 1 when the trace does not tell.
 * Lighthouse scales wall time by its slowdown, assuming the thread ran throughout; on our 2-core
 * machines it ran 29-49% of it, for every page and build tried.
 */
export function mainThreadShare(events: TraceEvent[], url: string): number {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation?.pid && e.args?.name === 'CrRendererMain',
  );
  if (!navigation || !main) return 1;
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let end = 0;
  let wall = 0;
  let ran = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + task.dur!;
    wall += task.dur!;
    ran += task.tdur ?? task.dur!;
  }
  return wall > 0 ? Math.min(1, ran / wall) : 1;
}

/**
 * The slowdown under which the page's own main-thread work counts 4x when its thread ran only
 * `share` of the wall time Lighthouse scales. Lighthouse's advice for a host unlike its reference
 * is a lower multiplier (its throttling docs, "Calibrating the CPU slowdown"). 1x to 4x, to a tenth.
 */
export const calibratedSlowdown = (share: number): number =>
  Math.round(Math.min(LIGHTHOUSE_CPU_SLOWDOWN, Math.max(1, LIGHTHOUSE_CPU_SLOWDOWN * share)) * 10) /
  10;
