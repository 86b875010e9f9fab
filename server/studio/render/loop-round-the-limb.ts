// A bangle, or a chain bracelet closed in a loop, worn on the wrist: seen from above, the near half
// of the loop crosses the wrist in front of it and the far half passes underneath. The piece's
// picture is that loop flattened, so the half beyond its hole along the arm (towards the hand:
// where a photo's top, the far side of a bangle seen from above, goes when the bracelet is turned
// to cross the arm) is hidden where the wrist covers it. Past the wrist's outline, where the loop
// comes round, the piece stays in view: a bangle is looser than the wrist.
import { enclosedBackground } from '../analysis/subject-mask';
import { hidesWithinCap, limbDistanceAt, type BehindTheLimb, type Limb } from './behind-the-limb';
import { coverAt, type Layer } from './canvas';
import { connectedComponents } from '../imaging/labelling';
import type { Mask } from '../imaging/mask';

/** A loop's hole holds at least this share of the piece's box: the wrist passes through it. */
const MIN_HOLE_SHARE = 0.15;

/** The far half of a loop-shaped piece, hidden where the limb covers it; null for other pieces. */
export function behindTheLoop(layer: Layer, limb: Limb): BehindTheLimb | null {
  const { width, height, rgba } = layer;
  const { axis, soft } = limb;
  const mask: Mask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = rgba[i * 4 + 3]! >= 128 ? 1 : 0;
  const hole = largestHole(mask);
  if (!hole || hole.area < MIN_HOLE_SHARE * width * height) return null;

  const limbAt = limbDistanceAt(layer, limb);
  const hidden = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3] === 0) continue;
      // How far past the hole's middle along the arm (a soft edge there, not a cut).
      const along = (x - hole.x) * axis[0] + (y - hole.y) * axis[1];
      if (along <= 0) continue;
      hidden[y * width + x] = coverAt(limbAt(x, y), soft) * Math.min(1, along / soft);
    }
  }
  return hidesWithinCap(layer, hidden)
    ? { hidden, turned: new Float32Array(width * height) }
    : null;
}

/** The piece's largest enclosed hole: its area and its middle. */
function largestHole(mask: Mask): { area: number; x: number; y: number } | null {
  const { holes } = enclosedBackground(mask);
  const { labels, items } = connectedComponents(holes, 8);
  const largest = items.reduce<(typeof items)[number] | null>(
    (best, item) => (!best || item.area > best.area ? item : best),
    null,
  );
  if (!largest) return null;
  let [sx, sy] = [0, 0];
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== largest.label) continue;
    sx += (i % mask.width) + 0.5;
    sy += Math.floor(i / mask.width) + 0.5;
  }
  return { area: largest.area, x: sx / largest.area, y: sy / largest.area };
}
