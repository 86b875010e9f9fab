// Bridging pencil gaps: a broken outline is closed the way its line was going; an opening beside a
// line, or a gap wider than the reach, is left open.
import { describe, expect, it } from 'vitest';
import { bridgeGaps, thin } from './bridge-gaps';

const W = 200;
const H = 200;

/** Ink of a circle's outline (centre 100, 100), without the arc between two angles (radians). */
function brokenCircle(radius: number, stroke: number, gapFrom: number, gapTo: number): Uint8Array {
  const ink = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const a = Math.atan2(y - 100, x - 100);
      if (a > gapFrom && a < gapTo) continue;
      if (Math.abs(Math.hypot(x - 100, y - 100) - radius) <= stroke / 2) ink[y * W + x] = 255;
    }
  }
  return ink;
}

function segment(ink: Uint8Array, x0: number, y0: number, x1: number, y1: number, half = 1.5) {
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const dx = x1 - x0;
      const dy = y1 - y0;
      const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
      if (Math.hypot(x - x0 - t * dx, y - y0 - t * dy) <= half) ink[y * W + x] = 255;
    }
  }
}

/** Whether paper at (x, y) reaches the image's edge without crossing ink (4-connected). */
function reachesEdge(ink: Uint8Array, x: number, y: number): boolean {
  const seen = new Uint8Array(W * H);
  const stack = [y * W + x];
  seen[stack[0]!] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    const px = i % W;
    const py = (i - px) / W;
    if (px === 0 || py === 0 || px === W - 1 || py === H - 1) return true;
    for (const j of [i - 1, i + 1, i - W, i + W]) {
      if (!seen[j] && !ink[j]) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return false;
}

describe('bridgeGaps', () => {
  it('thins a line to one pixel', () => {
    const ink = new Uint8Array(W * H);
    segment(ink, 20, 100, 180, 100, 2.5);
    const skeleton = thin(ink, W, H);
    for (let x = 40; x < 160; x++) {
      let column = 0;
      for (let y = 0; y < H; y++) column += skeleton[y * W + x]!;
      expect(column).toBe(1);
    }
  });

  it('closes a break in an outline wider than a closing would bridge', () => {
    // A gap of about 24 px on a circle of radius 60.
    const ink = brokenCircle(60, 3, 1.37, 1.77);
    expect(reachesEdge(ink, 100, 100)).toBe(true);
    const bridges = bridgeGaps(ink, W, H, { maxGap: 40, strokeWidth: 3 });
    expect(bridges.length).toBeGreaterThan(0);
    expect(reachesEdge(ink, 100, 100)).toBe(false);
  });

  it('leaves a break wider than its reach open', () => {
    const ink = brokenCircle(60, 3, 1.2, 1.94);
    bridgeGaps(ink, W, H, { maxGap: 30, strokeWidth: 3 });
    expect(reachesEdge(ink, 100, 100)).toBe(true);
  });

  it('closes a line that stops short of another (a T)', () => {
    const ink = new Uint8Array(W * H);
    segment(ink, 20, 150, 180, 150);
    segment(ink, 100, 20, 100, 135);
    segment(ink, 20, 20, 20, 150);
    segment(ink, 20, 20, 100, 20);
    expect(reachesEdge(ink, 60, 80)).toBe(true);
    bridgeGaps(ink, W, H, { maxGap: 60, teeGap: 20, strokeWidth: 3 });
    expect(reachesEdge(ink, 60, 80)).toBe(false);
  });

  it('does not carry a line on to a far line when no end faces it (a link behind another)', () => {
    const ink = new Uint8Array(W * H);
    segment(ink, 20, 150, 180, 150);
    segment(ink, 100, 20, 100, 110);
    const before = ink.slice();
    // 40 px to the line below: within maxGap but not within teeGap, and no end there.
    expect(bridgeGaps(ink, W, H, { maxGap: 60, teeGap: 20, strokeWidth: 3 })).toEqual([]);
    expect(ink).toEqual(before);
  });

  it('does not close an opening beside a line (the mouth of a U)', () => {
    const ink = new Uint8Array(W * H);
    segment(ink, 80, 40, 80, 160);
    segment(ink, 100, 40, 100, 160);
    segment(ink, 80, 160, 100, 160);
    const before = ink.slice();
    expect(bridgeGaps(ink, W, H, { maxGap: 40, strokeWidth: 3 })).toEqual([]);
    expect(ink).toEqual(before);
    expect(reachesEdge(ink, 90, 100)).toBe(true);
  });
});
