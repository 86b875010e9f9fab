// The fidelity score: how well the piece in the output overlaps the confirmed design moved by the
// known placement. The piece is never redrawn, so this stays near 1; a stretch, a crop, a lost
// chain or a smeared edge lowers it.
import type { Cutout } from '../extract/cutout';
import type { Layer } from './canvas';
import type { Placement } from './placement';
import { resampleArea } from '../imaging/resample';

/**
 * Coverage-weighted IoU (the sum of the smaller over the sum of the larger coverage, per pixel)
 * of the piece layer's alpha, as it lands inside a `canvasWidth` x `canvasHeight` output, with the
 * design's alpha area-resampled into the placed rectangle. Weighting by coverage rather than
 * cutting both at 50% lets a chain thinner than an output pixel count for what it covers, instead
 * of flipping in or out on rounding. Coverage falling outside the output counts as lost. `hidden`
 * (per placed pixel, 0-1) is the share a known occluder covers (the limb a band goes behind).
 */
export function placementFidelity(
  design: Cutout,
  placement: Placement,
  layer: Layer,
  canvasWidth: number,
  canvasHeight: number,
  hidden?: Float32Array,
): number {
  const expected = designCoverage(design, placement.width, placement.height);
  let intersection = 0;
  let union = 0;
  for (let y = 0; y < placement.height; y++) {
    for (let x = 0; x < placement.width; x++) {
      const want =
        expected[y * placement.width + x]! * (1 - (hidden?.[y * placement.width + x] ?? 0));
      const cx = placement.left + x;
      const cy = placement.top + y;
      const inside = cx >= 0 && cy >= 0 && cx < canvasWidth && cy < canvasHeight;
      const lx = cx - layer.left;
      const ly = cy - layer.top;
      const inLayer = lx >= 0 && ly >= 0 && lx < layer.width && ly < layer.height;
      const got = inside && inLayer ? layer.rgba[(ly * layer.width + lx) * 4 + 3]! / 255 : 0;
      intersection += Math.min(want, got);
      union += Math.max(want, got);
    }
  }
  // Piece coverage of the layer outside the placed rectangle would be drawn, not placed.
  union += layerCoverageOutside(layer, placement);
  return union === 0 ? 0 : intersection / union;
}

const coverages = new WeakMap<Uint8Array, Map<string, Float32Array>>();

/**
 * The design's alpha area-resampled to `width` x `height` (coverage 0-1). The piece layer is made
 * from it and the fidelity measured against it, so it is computed once per design and size; the
 * result is shared, and read only.
 */
export function designCoverage(design: Cutout, width: number, height: number): Float32Array {
  let bySize = coverages.get(design.rgba);
  if (!bySize) coverages.set(design.rgba, (bySize = new Map()));
  const key = `${width}x${height}`;
  let coverage = bySize.get(key);
  if (!coverage) {
    coverage = resampleArea(design.rgba, design.width, design.height, width, height, 1 / 255, 4, 3);
    bySize.set(key, coverage);
  }
  return coverage;
}

function layerCoverageOutside(layer: Layer, placement: Placement): number {
  let coverage = 0;
  for (let y = 0; y < layer.height; y++) {
    const cy = layer.top + y - placement.top;
    for (let x = 0; x < layer.width; x++) {
      const cx = layer.left + x - placement.left;
      const inPlaced = cx >= 0 && cy >= 0 && cx < placement.width && cy < placement.height;
      if (!inPlaced) coverage += layer.rgba[(y * layer.width + x) * 4 + 3]! / 255;
    }
  }
  return coverage;
}
