// Hair for a model shot: sleek, drawn back round the crown of the head, so its strands run in
// arcs about that point; a band of sheen lies across them where the head's curve faces the light.
import { mix, type Rgb } from './canvas';
import { fbm } from './noise';

const SHADOW: Rgb = [28, 20, 16];
const LIGHT: Rgb = [104, 80, 60];

/**
 * The hair's colour at (x, y), `depth` pixels inside its edge, drawn round `crown`; `scale` is
 * the pixels across the frame at the camera's zoom (the hair's features scale with it).
 */
export function hairTone(
  x: number,
  y: number,
  depth: number,
  crown: { x: number; y: number },
  scale: number,
): Rgb {
  const radius = Math.hypot(x - crown.x, y - crown.y) / scale;
  const turn = Math.atan2(y - crown.y, x - crown.x);
  // Fine strands: slow along the arcs, fast across them.
  const strands = roundAbout(turn, (angle) => fbm(angle * 5, radius / 0.0035, 3, 61));
  const band = Math.exp(-(((radius - 0.24) / 0.07) ** 2));
  const sheen =
    band * (0.55 + 0.45 * roundAbout(turn, (angle) => fbm(angle * 2, radius / 0.02, 2, 67)));
  // Darker where the hair's volume turns away, at its edge.
  const mass = Math.max(0, Math.min(1, depth / (0.04 * scale) + 0.3));
  return mix(SHADOW, LIGHT, (0.3 * strands + 0.45 * sheen) * mass);
}

/**
 * `pattern` of an angle (in -π..π) without a seam where the angle wraps round: two copies, their
 * seams half a turn apart, each fading out towards its own seam.
 */
function roundAbout(angle: number, pattern: (angle: number) => number): number {
  const weight = (1 + Math.cos(angle)) / 2;
  const shifted = angle < 0 ? angle + 2 * Math.PI : angle;
  return weight * pattern(angle) + (1 - weight) * pattern(shifted + 10);
}
