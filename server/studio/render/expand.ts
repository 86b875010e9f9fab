// Expand: re-composes a finished visual at 9:16, 1:1, 16:9 or 4:5, or zooms out at its own ratio.
// The visual is pasted whole at one uniform scale, never stretched or cropped; the scene is
// extended around it: its edge colours carried outwards ever softer (as if out of focus),
// melting into a blurred echo of its backdrop (the piece left out), with grain so the new area
// has the same fine texture as the old.
import sharp from 'sharp';
import { expandScene, isExpandOption } from '../../../src/api/catalogue';
import { rasterFromRgba } from '../analysis/raster';
import { segmentPhoto } from '../extract/photo-cutout';
import { addGrain, createCanvas, smoothstep, type Canvas } from './canvas';
import { fitInside, type Placement } from './placement';

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

export async function renderExpansion(
  source: Buffer,
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
  const piece = await findPiece(placed, placement);
  const canvas = await extendScene(placed, piece, placement, width, height);
  const fidelity = await expansionFidelity(piece, canvas, placement);
  return { canvas, fidelity, placement };
}

/** Working size of the piece's segmentation (for the echo and the fidelity check). */
const CHECK_SIDE = 384;

/** The placed visual at the check size, and where the piece is in it (alpha, 0-255). */
interface PieceInVisual {
  rgb: Uint8Array;
  alpha: Uint8Array;
  width: number;
  height: number;
}

async function findPiece(placed: Buffer, placement: Placement): Promise<PieceInVisual> {
  const scale = Math.min(1, CHECK_SIDE / Math.max(placement.width, placement.height));
  const width = Math.max(8, Math.round(placement.width * scale));
  const height = Math.max(8, Math.round(placement.height * scale));
  const rgb = await shrink(placed, placement.width, placement.height, width, height);
  const raster = rasterFromRgba(withAlpha(rgb), width, height);
  const { alpha } = await segmentPhoto(raster, { scenes: false });
  return { rgb, alpha, width, height };
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
  // straight streak; further out the scene melts into a very soft echo of the backdrop stretched
  // over the frame (only the new area shows it).
  const longest = Math.max(pw, ph);
  const softer = await Promise.all(
    [longest / 120, longest / 40, longest / 12].map((sigma) => blurred(placed, pw, ph, sigma)),
  );
  const levels = [placed, ...softer];
  const echo = await backdropEcho(piece, width, height);
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
      const toEcho = smoothstep(0, reach, distance);
      const e = (cy * pw + cx) * 3;
      for (let c = 0; c < 3; c++) {
        const edge = lower[e + c]! * (1 - blend) + upper[e + c]! * blend;
        canvas.rgb[i + c] = edge * (1 - toEcho) + echo[i + c]! * toEcho;
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
 * The visual's backdrop without its piece, reduced to its broad light and stretched over the
 * frame. The piece is left out (its pixels weigh nothing in the blur), or a ghost of it (a
 * ring's head as a grey smudge above it) would float in the extended scene.
 */
async function backdropEcho(piece: PieceInVisual, width: number, height: number) {
  const echoWidth = Math.max(8, Math.round(width / 16));
  const echoHeight = Math.max(8, Math.round(height / 16));
  const pixels = piece.width * piece.height;
  const weighted = Buffer.alloc(pixels * 3);
  // Three equal channels: sharp hands one-channel images back as three anyway.
  const weight = Buffer.alloc(pixels * 3);
  let meanWeight = 0;
  const mean = [0, 0, 0];
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
      .resize(echoWidth, echoHeight, { fit: 'fill' })
      .blur(3)
      .raw()
      .toBuffer();
  const [colour, share] = await Promise.all([blurred(weighted), blurred(weight)]);
  const small = Buffer.alloc(echoWidth * echoHeight * 3);
  for (let i = 0; i < echoWidth * echoHeight; i++) {
    // Deep inside the piece no backdrop is near: its average colour stands in.
    const known = share[i * 3]! / 255;
    const blend = Math.min(1, known / 0.1);
    for (let c = 0; c < 3; c++) {
      const local = known > 0 ? colour[i * 3 + c]! / known : 0;
      const overall = meanWeight > 0 ? mean[c]! / meanWeight : piece.rgb[c]!;
      small[i * 3 + c] = Math.round(local * blend + overall * (1 - blend));
    }
  }
  return sharp(small, { raw: { width: echoWidth, height: echoHeight, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Largest colour difference (RGB distance) of a piece pixel that counts as unchanged. */
const SAME_PIXEL = 12;

// The piece is segmented in the placed visual; its silhouette counts as kept where the output,
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

function withAlpha(rgb: Uint8Array): Uint8Array {
  const rgba = new Uint8Array((rgb.length / 3) * 4);
  for (let i = 0; i < rgb.length / 3; i++) {
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}
