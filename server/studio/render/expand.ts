// Expand: re-composes a finished visual at 9:16, 1:1, 16:9 or 4:5, or zooms out at its own ratio.
// The visual is pasted whole at one uniform scale, never stretched or cropped; the scene is
// extended around it: its edge colours carried outwards ever softer (as if out of focus),
// melting into the backdrop's broad light continued beyond the edges (the piece left out, a
// vignette still darkening outwards), with grain so the new area has the same fine texture.
import sharp from 'sharp';
import { expandScene, isExpandOption } from '../../../src/api/catalogue';
import { addGrain, createCanvas, smoothstep, type Canvas } from './canvas';
import { fitInside, type Placement } from './placement';
import { pieceCoverage } from './visual-output';

/** Zoom out shows the visual at this share of the new frame's size. */
export const ZOOM_OUT_SHARE = 0.7;

/** The output size of an expansion: an exact ratio, long side at most `longSide`. */
export function expansionSize(
  option: string,
  sourceWidth: number,
  sourceHeight: number,
  longSide: number,
): { width: number; height: number } {
  const ratio = isExpandOption(option) ? expandScene(option).aspectRatio : null;
  if (!ratio) {
    const scale = longSide / Math.max(sourceWidth, sourceHeight);
    return { width: Math.round(sourceWidth * scale), height: Math.round(sourceHeight * scale) };
  }
  const unit = Math.floor(longSide / Math.max(ratio.width, ratio.height));
  return { width: unit * ratio.width, height: unit * ratio.height };
}

export interface ExpansionOutput {
  canvas: Canvas;
  fidelity: number;
  placement: Placement;
}

/**
 * `sourcePiece` says where the piece is in `source` (its recorded piece mask, or the design's
 * cut-out for the original): the piece is known, never segmented from the visual.
 */
export async function renderExpansion(
  source: Buffer,
  sourcePiece: Buffer,
  option: string,
  longSide: number,
): Promise<ExpansionOutput> {
  const { data, info } = await sharp(source, { autoOrient: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: sw, height: sh } = info;
  const { width, height } = expansionSize(option, sw, sh, longSide);
  const share = isExpandOption(option) && expandScene(option).aspectRatio ? 1 : ZOOM_OUT_SHARE;
  const placement = fitInside(sw, sh, {
    x: (width * (1 - share)) / 2,
    y: (height * (1 - share)) / 2,
    width: width * share,
    height: height * share,
  });
  const placed = await sharp(data, { raw: { width: sw, height: sh, channels: 3 } })
    .resize(placement.width, placement.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const placedPiece = await pieceCoverage(sourcePiece, placement.width, placement.height);
  const piece = await pieceAtCheckSize(placed, placedPiece, placement);
  const canvas = await extendScene(placed, piece, placement, width, height);
  canvas.piece = pieceInFrame(placedPiece, placement, width, height);
  const fidelity = await expansionFidelity(piece, canvas, placement);
  return { canvas, fidelity, placement };
}

/** Working size of the piece's segmentation (for the broad light and the fidelity check). */
const CHECK_SIDE = 384;

/** The placed visual at the check size, and where the piece is in it (alpha, 0-255). */
interface PieceInVisual {
  rgb: Uint8Array;
  alpha: Uint8Array;
  width: number;
  height: number;
}

async function pieceAtCheckSize(
  placed: Buffer,
  placedPiece: Uint8Array,
  placement: Placement,
): Promise<PieceInVisual> {
  const scale = Math.min(1, CHECK_SIDE / Math.max(placement.width, placement.height));
  const width = Math.max(8, Math.round(placement.width * scale));
  const height = Math.max(8, Math.round(placement.height * scale));
  const rgb = await shrink(placed, placement.width, placement.height, width, height);
  const alpha = await sharp(placedPiece, {
    raw: { width: placement.width, height: placement.height, channels: 1 },
  })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0) // (sharp hands one channel back as three otherwise)
    .raw()
    .toBuffer();
  return { rgb, alpha: new Uint8Array(alpha), width, height };
}

/** The placed piece's coverage in the expanded frame: the expansion's own piece, for the next. */
function pieceInFrame(
  placedPiece: Uint8Array,
  placement: Placement,
  width: number,
  height: number,
): Uint8Array {
  const piece = new Uint8Array(width * height);
  for (let y = 0; y < placement.height; y++) {
    const cy = y + placement.top;
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < placement.width; x++) {
      const cx = x + placement.left;
      if (cx >= 0 && cx < width) piece[cy * width + cx] = placedPiece[y * placement.width + x]!;
    }
  }
  return piece;
}

async function extendScene(
  placed: Buffer,
  piece: PieceInVisual,
  placement: Placement,
  width: number,
  height: number,
): Promise<Canvas> {
  const { width: pw, height: ph, left, top } = placement;
  // The edge's colours are carried outwards ever softer, as if the lens lost focus: texture that
  // meets the edge (a vein, the grain) fades out within a short way instead of running on as a
  // straight streak; further out the scene melts into the backdrop's broad light.
  const longest = Math.max(pw, ph);
  const softer = await Promise.all(
    [longest / 120, longest / 40, longest / 12].map((sigma) => blurred(placed, pw, ph, sigma)),
  );
  const levels = [placed, ...softer];
  const broad = await backdropLight(piece, placement, width, height);
  const canvas = createCanvas(width, height);
  const reach = 0.25 * Math.max(width, height);
  // Distances at which each softer copy has fully taken over from the one before.
  const steps = [0.015, 0.05, 0.12].map((share) => share * Math.max(width, height));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sx = x - left;
      const sy = y - top;
      if (sx >= 0 && sy >= 0 && sx < pw && sy < ph) {
        const p = (sy * pw + sx) * 3;
        canvas.rgb[i] = placed[p]!;
        canvas.rgb[i + 1] = placed[p + 1]!;
        canvas.rgb[i + 2] = placed[p + 2]!;
        continue;
      }
      const cx = Math.min(pw - 1, Math.max(0, sx));
      const cy = Math.min(ph - 1, Math.max(0, sy));
      const distance = Math.hypot(sx - cx, sy - cy);
      let level = 0;
      while (level < steps.length && distance >= steps[level]!) level++;
      const from = level === 0 ? 0 : steps[level - 1]!;
      const blend = level < steps.length ? smoothstep(from, steps[level]!, distance) : 0;
      const lower = levels[level]!;
      const upper = levels[Math.min(level + 1, levels.length - 1)]!;
      const toBroad = smoothstep(0, reach, distance);
      const e = (cy * pw + cx) * 3;
      for (let c = 0; c < 3; c++) {
        const edge = lower[e + c]! * (1 - blend) + upper[e + c]! * blend;
        canvas.rgb[i + c] = edge * (1 - toBroad) + broad[i + c]! * toBroad;
      }
    }
  }
  addGrain(canvas, 1.5, 5);
  // The pasted visual keeps its own pixels: grain only where the scene was extended.
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const cx = x + left;
      const cy = y + top;
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
      const i = (cy * width + cx) * 3;
      const p = (y * pw + x) * 3;
      canvas.rgb[i] = placed[p]!;
      canvas.rgb[i + 1] = placed[p + 1]!;
      canvas.rgb[i + 2] = placed[p + 2]!;
    }
  }
  return canvas;
}

/** A copy blurred by `sigma`; a wide blur is done on a smaller copy, which is as good and faster. */
async function blurred(rgb: Buffer, width: number, height: number, sigma: number) {
  const raw = { width, height, channels: 3 as const };
  const factor = Math.max(1, Math.floor(sigma / 4));
  if (factor === 1) return sharp(rgb, { raw }).blur(Math.max(0.5, sigma)).raw().toBuffer();
  const w = Math.max(1, Math.round(width / factor));
  const h = Math.max(1, Math.round(height / factor));
  const small = await sharp(rgb, { raw })
    .resize(w, h, { fit: 'fill' })
    .blur(sigma / factor)
    .raw()
    .toBuffer();
  // (One resize per sharp pipeline: enlarging back is a second one.)
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * The backdrop's broad light over the whole frame: the visual's backdrop, blurred to its broad
 * light with the piece weighing nothing (or a ghost of it would float in the new area), and
 * beyond the visual's edges continued along the slope it has there. A vignette keeps darkening
 * outwards and a gradient keeps its direction, so no lighter frame shows round the pasted visual,
 * as it did when the backdrop was stretched over the new frame (the visual's dark corners then
 * sat inside the stretched copy's brighter middle). Colours stay within the backdrop's own range,
 * or a little darker.
 */
async function backdropLight(
  piece: PieceInVisual,
  placement: Placement,
  width: number,
  height: number,
): Promise<Buffer> {
  const broad = await broadLight(piece);
  // Broad light is computed on a coarse grid and enlarged: it has no detail to lose.
  const gw = Math.max(4, Math.ceil(width / LIGHT_GRID));
  const gh = Math.max(4, Math.ceil(height / LIGHT_GRID));
  const grid = Buffer.alloc(gw * gh * 3);
  // The slope at an edge is read over this share of the visual, inwards from it.
  const run = 0.15;
  for (let gy = 0; gy < gh; gy++) {
    const v = (((gy + 0.5) * height) / gh - placement.top) / placement.height;
    const bv = Math.min(1, Math.max(0, v));
    const inV = bv - Math.sign(v - bv) * run;
    for (let gx = 0; gx < gw; gx++) {
      const u = (((gx + 0.5) * width) / gw - placement.left) / placement.width;
      const bu = Math.min(1, Math.max(0, u));
      const inU = bu - Math.sign(u - bu) * run;
      // Brightness is continued, not each channel apart: the colour keeps its hue.
      const edge = broad.luma(bu, bv);
      const continued =
        edge +
        ((edge - broad.luma(inU, bv)) / run) * Math.abs(u - bu) +
        ((edge - broad.luma(bu, inV)) / run) * Math.abs(v - bv);
      const gain = edge > 0 ? continued / edge : 1;
      for (let c = 0; c < 3; c++) {
        const value = broad.at(bu, bv, c) * gain;
        grid[(gy * gw + gx) * 3 + c] = Math.round(
          Math.min(broad.high[c]!, Math.max(broad.low[c]!, value)),
        );
      }
    }
  }
  return sharp(grid, { raw: { width: gw, height: gh, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Output pixels per cell of the broad light's grid. */
const LIGHT_GRID = 8;

/** How much darker than the backdrop's darkest the continued light may go. */
const CONTINUED_DARKER = 0.85;

/**
 * The backdrop blurred to its broad light (a vignette, a gradient; no vein or grain is left in
 * it): `at(u, v, channel)` and `luma(u, v)` over the visual, 0-1 each way.
 */
async function broadLight(piece: PieceInVisual) {
  const w = Math.max(4, Math.round(piece.width / 8));
  const h = Math.max(4, Math.round(piece.height / 8));
  const pixels = piece.width * piece.height;
  const weighted = Buffer.alloc(pixels * 3);
  // Three equal channels: sharp hands one-channel images back as three anyway.
  const weight = Buffer.alloc(pixels * 3);
  const mean = [0, 0, 0];
  let meanWeight = 0;
  for (let i = 0; i < pixels; i++) {
    const backdrop = 1 - piece.alpha[i]! / 255;
    meanWeight += backdrop;
    for (let c = 0; c < 3; c++) {
      weight[i * 3 + c] = Math.round(255 * backdrop);
      weighted[i * 3 + c] = Math.round(piece.rgb[i * 3 + c]! * backdrop);
      mean[c]! += piece.rgb[i * 3 + c]! * backdrop;
    }
  }
  const blurred = (data: Buffer) =>
    sharp(data, { raw: { width: piece.width, height: piece.height, channels: 3 } })
      .resize(w, h, { fit: 'fill' })
      .blur(Math.max(w, h) / 10)
      .raw()
      .toBuffer();
  const [colour, share] = await Promise.all([blurred(weighted), blurred(weight)]);
  // Four values a cell: red, green, blue and their luma.
  const values = new Float32Array(w * h * 4);
  const low = [255, 255, 255];
  const high = [0, 0, 0];
  for (let i = 0; i < w * h; i++) {
    // Deep inside the piece no backdrop is near: the backdrop's average colour stands in.
    const known = share[i * 3]! / 255;
    const blend = Math.min(1, known / 0.1);
    for (let c = 0; c < 3; c++) {
      const local = known > 0 ? colour[i * 3 + c]! / known : 0;
      const overall = meanWeight > 0 ? mean[c]! / meanWeight : piece.rgb[c]!;
      // (A ratio of rounded sums can pass 255 by a little.)
      const value = Math.min(255, local * blend + overall * (1 - blend));
      values[i * 4 + c] = value;
      low[c] = Math.min(low[c]!, value);
      high[c] = Math.max(high[c]!, value);
    }
    values[i * 4 + 3] =
      0.2126 * values[i * 4]! + 0.7152 * values[i * 4 + 1]! + 0.0722 * values[i * 4 + 2]!;
  }
  /** Bilinear, cell centres at (i + 0.5) / size; channel 3 is the luma. */
  const at = (u: number, v: number, c: number) => {
    const fx = Math.min(w - 1, Math.max(0, u * w - 0.5));
    const fy = Math.min(h - 1, Math.max(0, v * h - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(w - 1, x0 + 1);
    const y1 = Math.min(h - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    const top = values[(y0 * w + x0) * 4 + c]! * (1 - tx) + values[(y0 * w + x1) * 4 + c]! * tx;
    const bottom = values[(y1 * w + x0) * 4 + c]! * (1 - tx) + values[(y1 * w + x1) * 4 + c]! * tx;
    return top * (1 - ty) + bottom * ty;
  };
  const luma = (u: number, v: number) => at(u, v, 3);
  return { at, luma, low: low.map((value) => CONTINUED_DARKER * value), high };
}

/** Largest colour difference (RGB distance) of a piece pixel that counts as unchanged. */
const SAME_PIXEL = 12;

// The piece is known in the placed visual; its silhouette counts as kept where the output,
// at the known placement, still holds those very pixels (compared at one common small size).
// Pixels outside the frame or painted over count as lost.
async function expansionFidelity(
  piece: PieceInVisual,
  canvas: Canvas,
  placement: Placement,
): Promise<number> {
  const region = new Uint8Array(placement.width * placement.height * 3);
  for (let y = 0; y < placement.height; y++) {
    for (let x = 0; x < placement.width; x++) {
      const cx = x + placement.left;
      const cy = y + placement.top;
      const inside = cx >= 0 && cy >= 0 && cx < canvas.width && cy < canvas.height;
      for (let c = 0; c < 3; c++) {
        region[(y * placement.width + x) * 3 + c] = inside
          ? Math.round(canvas.rgb[(cy * canvas.width + cx) * 3 + c]!)
          : 0;
      }
    }
  }
  const before = piece.rgb;
  const { alpha } = piece;
  const after = await shrink(region, placement.width, placement.height, piece.width, piece.height);
  let pieceSize = 0;
  let kept = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! < 128) continue;
    pieceSize++;
    const d = Math.hypot(
      before[i * 3]! - after[i * 3]!,
      before[i * 3 + 1]! - after[i * 3 + 1]!,
      before[i * 3 + 2]! - after[i * 3 + 2]!,
    );
    if (d <= SAME_PIXEL) kept++;
  }
  return pieceSize === 0 ? 1 : kept / pieceSize;
}

async function shrink(rgb: Uint8Array, sw: number, sh: number, w: number, h: number) {
  const data = await sharp(rgb, { raw: { width: sw, height: sh, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
