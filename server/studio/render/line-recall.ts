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

  // An output pixel is an edge when red, green or blue spans EDGE_CONTRAST across its 3 x 3
  // neighbourhood (gold wire on golden skin differs from it in blue, not in lightness), or the
  // rendered piece's own outline crosses it (its coverage crossing one half). Worked out only
  // near the lines, once per pixel.
  const { rgb, piece, width: cw, height: ch } = canvas;
  const known = new Int8Array(cw * ch).fill(-1);
  const isEdge = (x: number, y: number): boolean => {
    const at = y * cw + x;
    if (known[at] !== -1) return known[at] === 1;
    let edge = false;
    for (let c = 0; c < 4 && !edge; c++) {
      if (c === 3 && !piece) break;
      let lo = Infinity;
      let hi = -Infinity;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(ch - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(cw - 1, x + 1); xx++) {
          const i = yy * cw + xx;
          const v = c < 3 ? rgb[i * 3 + c]! : piece![i]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      edge = c < 3 ? hi - lo >= EDGE_CONTRAST : lo < 128 && hi >= 128;
    }
    known[at] = edge ? 1 : 0;
    return edge;
  };
  const edgeNear = (cx: number, cy: number): boolean => {
    for (let y = Math.max(0, cy - LINE_TOLERANCE); y <= Math.min(ch - 1, cy + LINE_TOLERANCE); y++)
      for (
        let x = Math.max(0, cx - LINE_TOLERANCE);
        x <= Math.min(cw - 1, cx + LINE_TOLERANCE);
        x++
      )
        if (isEdge(x, y)) return true;
    return false;
  };

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
      if (cx < 0 || cy < 0 || cx >= cw || cy >= ch) continue;
      lines++;
      if (edgeNear(cx, cy)) kept++;
    }
  }
  return lines === 0 ? null : kept / lines;
}
