// Fidelity for drawings: every drawn line of the piece stays where it was drawn. The drawn lines
// (the confirmed cut-out's ink, carried with the solid piece as `cutout.lines`) are moved by the
// known placement into the output; a line is kept where the output has an edge (a change of
// colour, or the rendered piece's own outline) within LINE_TOLERANCE pixels of the line's edge. Edges are compared with edges so that a thick
// stroke or a shaded patch counts by its outline, as an engraved line or a rim shows it, and the
// score does not depend on how wide the pencil was.
import { resampleArea } from '../imaging/resample';
import type { Canvas } from './canvas';
import type { PlacedPiece } from './scene-render';

/** Below this share of the drawn lines kept, a visual of a drawing is refused and refunded. */
export const LINE_RECALL_THRESHOLD = 0.97;
/** How far (output pixels) a rendered edge may be from the drawn line's edge and still keep it. */
export const LINE_TOLERANCE = 2;
/**
 * An output pixel is an edge when red, green or blue (0-255) across its 3 x 3 neighbourhood spans
 * at least this much: an engraved line, a rim or the piece's outline, not the grain of a backdrop
 * or the slow shading of a polished surface.
 */
export const EDGE_CONTRAST = 24;
/** A drawn line counts where it covers at least half an output pixel. */
const LINE_COVER = 0.5;

/**
 * The share of the drawn lines' edge pixels (after placement, those inside the output and not
 * hidden by a known occluder) that have an output edge within LINE_TOLERANCE pixels. Null when the
 * piece carries no drawn lines (a photo) or none of them lands in the output.
 */
export function lineArtRecall(canvas: Canvas, placed: PlacedPiece): number | null {
  const { cutout, placement, hidden } = placed;
  if (!cutout.lines) return null;
  const { width: pw, height: ph, left, top } = placement;
  const cover = resampleArea(cutout.lines, cutout.width, cutout.height, pw, ph, 1 / 255, 1, 0);
  const isLine = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < pw && y < ph && cover[y * pw + x]! >= LINE_COVER;

  // The output's edges over the placed rectangle and a margin: 3 x 3 range of any channel.
  const margin = LINE_TOLERANCE + 1;
  const x0 = Math.max(0, left - margin);
  const y0 = Math.max(0, top - margin);
  const x1 = Math.min(canvas.width, left + pw + margin);
  const y1 = Math.min(canvas.height, top + ph + margin);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return null;
  // Colour as well as lightness: gold wire on golden skin differs from it in blue, not in luma.
  // And the rendered piece's own outline (its coverage crossing one half), whatever is behind it.
  const edge = new Uint8Array(w * h);
  const channel = new Float32Array(w * h);
  const planes = canvas.piece ? 4 : 3;
  for (let c = 0; c < planes; c++) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y0 + y) * canvas.width + x0 + x;
        channel[y * w + x] = c < 3 ? canvas.rgb[i * 3 + c]! : canvas.piece![i]!;
      }
    }
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (edge[y * w + x]) continue;
        let lo = Infinity;
        let hi = -Infinity;
        for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
          for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
            const v = channel[yy * w + xx]!;
            if (v < lo) lo = v;
            if (v > hi) hi = v;
          }
        }
        if (c < 3 ? hi - lo >= EDGE_CONTRAST : lo < 128 && hi >= 128) edge[y * w + x] = 1;
      }
    }
  }
  // Within the tolerance: the edges grown by LINE_TOLERANCE (a square, rows then columns).
  const near = grow(edge, w, h, LINE_TOLERANCE);

  let lines = 0;
  let kept = 0;
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      if (!isLine(x, y)) continue;
      // The line's own edge: a line pixel beside paper.
      if (isLine(x - 1, y) && isLine(x + 1, y) && isLine(x, y - 1) && isLine(x, y + 1)) continue;
      if ((hidden?.[y * pw + x] ?? 0) >= 0.5) continue;
      const cx = left + x;
      const cy = top + y;
      if (cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height) continue;
      lines++;
      if (near[(cy - y0) * w + (cx - x0)]) kept++;
    }
  }
  return lines === 0 ? null : kept / lines;
}

/** A binary grid grown by `r` pixels each way (a (2r+1)-square). */
function grow(grid: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let last = -Infinity;
    for (let x = 0; x < w; x++) {
      if (grid[y * w + x]) last = x;
      if (x - last <= r) rows[y * w + x] = 1;
    }
    last = Infinity;
    for (let x = w - 1; x >= 0; x--) {
      if (grid[y * w + x]) last = x;
      if (last - x <= r) rows[y * w + x] = 1;
    }
  }
  const out = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) {
    let last = -Infinity;
    for (let y = 0; y < h; y++) {
      if (rows[y * w + x]) last = y;
      if (y - last <= r) out[y * w + x] = 1;
    }
    last = Infinity;
    for (let y = h - 1; y >= 0; y--) {
      if (rows[y * w + x]) last = y;
      if (last - y <= r) out[y * w + x] = 1;
    }
  }
  return out;
}
