// Closing the breaks of pencil lines by continuing them: a line that stops short (an end of its
// skeleton) is joined to another end that faces it across a gap (the two sides of one break), or,
// across a short gap, to the line it was heading for. A closing with a disc bridges every gap
// narrower than the disc in every direction (it fills thin bands and real openings too); an end only
// bridges the way its line was going, so wider breaks are bridged and openings beside a line are not.

export interface BridgeOptions {
  /** The longest gap bridged between two ends that face each other, in pixels. */
  maxGap: number;
  /** The longest gap bridged from an end to any line it heads for (default: a third of maxGap). */
  teeGap?: number;
  /** The drawn line's width, in pixels. */
  strokeWidth: number;
  /** Largest turn from the line's direction a bridge may take, in degrees. */
  maxTurn?: number;
}

export interface Bridge {
  from: [number, number];
  to: [number, number];
}

const NEIGHBOURS: [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/**
 * Draws bridges into `ink` (0 or non-zero, `width` × `height`, changed in place) across the gaps
 * its lines' ends point at, and returns them.
 */
export function bridgeGaps(
  ink: Uint8Array,
  width: number,
  height: number,
  options: BridgeOptions,
): Bridge[] {
  const { maxGap, strokeWidth } = options;
  const maxTurn = ((options.maxTurn ?? 20) * Math.PI) / 180;
  const teeGap = options.teeGap ?? maxGap / 3;
  const skeleton = thin(ink, width, height);
  const traceLength = Math.max(6, Math.round(3 * strokeWidth));
  const leave = Math.ceil(strokeWidth / 2) + 2;
  const ends: { x: number; y: number; ux: number; uy: number }[] = [];
  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i] || neighbourCount(skeleton, width, height, i) !== 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    const back = trace(skeleton, width, height, i, traceLength);
    if (!back || back.steps < traceLength) continue;
    const dx = x - back.x;
    const dy = y - back.y;
    const norm = Math.hypot(dx, dy);
    if (norm < traceLength / 2) continue;
    ends.push({ x, y, ux: dx / norm, uy: dy / norm });
  }
  const bridges: Bridge[] = [];
  const cosTurn = Math.cos(maxTurn);
  const joined = new Set<number>();
  for (const [e, end] of ends.entries()) {
    if (joined.has(e)) continue;
    // Another end facing this one across a clear gap: the two sides of one break.
    let partner = -1;
    let partnerDistance = Infinity;
    for (const [f, other] of ends.entries()) {
      if (f === e) continue;
      const dx = other.x - end.x;
      const dy = other.y - end.y;
      const distance = Math.hypot(dx, dy);
      if (distance > maxGap || distance >= partnerDistance || distance < 1) continue;
      if ((dx * end.ux + dy * end.uy) / distance < cosTurn) continue;
      if (-(dx * other.ux + dy * other.uy) / distance < cosTurn) continue;
      if (!clearBetween(ink, width, end, other, leave)) continue;
      partner = f;
      partnerDistance = distance;
    }
    if (partner >= 0) {
      joined.add(e).add(partner);
      bridges.push({ from: [end.x, end.y], to: [ends[partner]!.x, ends[partner]!.y] });
      continue;
    }
    const hit = castCone(ink, width, height, end.x, end.y, end.ux, end.uy, {
      maxGap: teeGap,
      maxTurn,
      leave,
    });
    if (hit) bridges.push({ from: [end.x, end.y], to: hit });
  }
  const radius = Math.max(1, Math.round(strokeWidth / 3));
  for (const bridge of bridges) drawLine(ink, width, height, bridge.from, bridge.to, radius);
  return bridges;
}

/** Zhang-Suen thinning: a one-pixel skeleton (1) of the non-zero pixels. */
export function thin(ink: Uint8Array, width: number, height: number): Uint8Array {
  const s = new Uint8Array(width * height);
  let live: number[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    // The frame's edge stays background, so every neighbour read is inside the image.
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
    s[i] = 1;
    live.push(i);
  }
  const p = new Uint8Array(9);
  let changed = true;
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      const remove: number[] = [];
      for (const i of live) {
        p[1] = s[i - width]!;
        p[2] = s[i - width + 1]!;
        p[3] = s[i + 1]!;
        p[4] = s[i + width + 1]!;
        p[5] = s[i + width]!;
        p[6] = s[i + width - 1]!;
        p[7] = s[i - 1]!;
        p[8] = s[i - width - 1]!;
        let b = 0;
        let a = 0;
        for (let k = 1; k <= 8; k++) {
          b += p[k]!;
          if (!p[k] && p[k === 8 ? 1 : k + 1]) a++;
        }
        if (b < 2 || b > 6 || a !== 1) continue;
        if (pass === 0 ? p[1]! * p[3]! * p[5]! || p[3]! * p[5]! * p[7]! : 0) continue;
        if (pass === 1 ? p[1]! * p[3]! * p[7]! || p[1]! * p[5]! * p[7]! : 0) continue;
        remove.push(i);
      }
      for (const i of remove) s[i] = 0;
      if (remove.length) changed = true;
    }
    live = live.filter((i) => s[i]);
  }
  return s;
}

function neighbourCount(s: Uint8Array, width: number, height: number, i: number): number {
  const x = i % width;
  const y = (i - x) / width;
  let n = 0;
  for (const [dx, dy] of NEIGHBOURS) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height && s[ny * width + nx]) n++;
  }
  return n;
}

/** The candidate pixel farthest from `from`. */
function farthest(candidates: number[], from: number, width: number): number {
  const fx = from % width;
  const fy = (from - fx) / width;
  let best = candidates[0]!;
  let bestDistance = -1;
  for (const j of candidates) {
    const x = j % width;
    const distance = (x - fx) ** 2 + ((j - x) / width - fy) ** 2;
    if (distance > bestDistance) {
      bestDistance = distance;
      best = j;
    }
  }
  return best;
}

/** Follows the skeleton from an end for up to `length` steps; stops at a fork. */
function trace(
  s: Uint8Array,
  width: number,
  height: number,
  start: number,
  length: number,
): { x: number; y: number; steps: number } | null {
  const seen = new Set<number>([start]);
  let previous = start;
  let at = start;
  let steps = 0;
  while (steps < length) {
    const x = at % width;
    const y = (at - x) / width;
    const next: number[] = [];
    for (const [dx, dy] of NEIGHBOURS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (s[j] && !seen.has(j)) next.push(j);
    }
    if (next.length === 0) break;
    // A fork: two ways on that are not next to each other.
    if (next.length > 1 && !next.every((j) => adjacent(j, next[0]!, width))) break;
    for (const j of next) seen.add(j);
    // The way on is the one farthest from the step before: at some steps of a staircase a thinned
    // line keeps a second pixel beside the way, and following it would end the trace there.
    const on = farthest(next, previous, width);
    previous = at;
    at = on;
    steps++;
  }
  const x = at % width;
  return steps === 0 ? null : { x, y: (at - x) / width, steps };
}

/** Paper all the way between two ends, once out of their own strokes. */
function clearBetween(
  ink: Uint8Array,
  width: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
  leave: number,
): boolean {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  for (let step = leave; step <= length - leave; step += 0.5) {
    const px = Math.round(from.x + ((to.x - from.x) * step) / length);
    const py = Math.round(from.y + ((to.y - from.y) * step) / length);
    if (ink[py * width + px]) return false;
  }
  return true;
}

const adjacent = (a: number, b: number, width: number) =>
  Math.abs((a % width) - (b % width)) <= 1 &&
  Math.abs(Math.floor(a / width) - Math.floor(b / width)) <= 1;

/**
 * From a line's end, rays within `maxTurn` of its direction: the nearest ink met after leaving the
 * line's own stroke, at most `maxGap` away.
 */
function castCone(
  ink: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  ux: number,
  uy: number,
  limits: { maxGap: number; maxTurn: number; leave: number },
): [number, number] | null {
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  const rays = 9;
  for (let r = 0; r < rays; r++) {
    const turn = -limits.maxTurn + (2 * limits.maxTurn * r) / (rays - 1);
    const c = Math.cos(turn);
    const sn = Math.sin(turn);
    const dx = ux * c - uy * sn;
    const dy = ux * sn + uy * c;
    let left = false;
    for (let step = 1; step <= limits.maxGap; step += 0.5) {
      const px = Math.round(x + dx * step);
      const py = Math.round(y + dy * step);
      if (px < 0 || py < 0 || px >= width || py >= height) break;
      const on = ink[py * width + px] !== 0;
      if (!left) {
        if (!on) left = true;
        else if (step > limits.leave) break;
        continue;
      }
      if (on) {
        // Ties go to the straighter ray.
        const distance = step * (1 + 0.2 * Math.abs(turn));
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [px, py];
        }
        break;
      }
    }
  }
  return best;
}

function drawLine(
  ink: Uint8Array,
  width: number,
  height: number,
  from: [number, number],
  to: [number, number],
  radius: number,
): void {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const steps = Math.max(1, Math.ceil(length * 2));
  for (let k = 0; k <= steps; k++) {
    const cx = from[0] + ((to[0] - from[0]) * k) / steps;
    const cy = from[1] + ((to[1] - from[1]) * k) / steps;
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius + 0.25) ink[y * width + x] = 255;
      }
    }
  }
}
