// Expand: re-composes a finished visual at 9:16, 1:1, 16:9 or 4:5, or zooms out at its own ratio.
// The visual is pasted whole at one uniform scale, never stretched or cropped; the scene is
// extended around it: its edge colours carried outwards, melting into a soft, blurred echo of
// the whole scene, with grain so the new area has the same texture as the old.
import sharp from 'sharp';
import { expandScene, isExpandOption } from '../../../src/api/catalogue';
import { rasterFromRgba } from '../analysis/raster';
import { segmentPhoto } from '../extract/photo-cutout';
import { addGrain, createCanvas, type Canvas } from './canvas';
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
  const canvas = await extendScene(placed, placement, width, height);
  const fidelity = await expansionFidelity(placed, canvas, placement);
  return { canvas, fidelity, placement };
}

async function extendScene(
  placed: Buffer,
  placement: Placement,
  width: number,
  height: number,
): Promise<Canvas> {
  const { width: pw, height: ph, left, top } = placement;
  const raw = { width: pw, height: ph, channels: 3 as const };
  // A soft copy for the edge colours (no streaks from single pixels), and a very soft echo of
  // the whole scene stretched over the frame for the far background (only the new area shows it).
  const soft = await sharp(placed, { raw })
    .blur(Math.max(2, pw / 120))
    .raw()
    .toBuffer();
  const echo = await sharp(placed, { raw })
    .resize(Math.max(8, Math.round(width / 16)), Math.max(8, Math.round(height / 16)), {
      fit: 'fill',
    })
    .blur(3)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const canvas = createCanvas(width, height);
  const reach = 0.25 * Math.max(width, height);
  const seam = 0.02 * Math.max(width, height);
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
      const toSoft = smooth(0, seam, distance);
      const toEcho = smooth(seam * 0.5, reach, distance);
      const p = (cy * pw + cx) * 3;
      for (let c = 0; c < 3; c++) {
        const edge = placed[p + c]! * (1 - toSoft) + soft[p + c]! * toSoft;
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

/** Working size of the fidelity check. */
const CHECK_SIDE = 384;
/** Largest colour difference (RGB distance) of a piece pixel that counts as unchanged. */
const SAME_PIXEL = 12;

// The piece is segmented in the placed visual; its silhouette counts as kept where the output,
// at the known placement, still holds those very pixels (compared at one common small size).
// Pixels outside the frame or painted over count as lost.
async function expansionFidelity(
  placed: Buffer,
  canvas: Canvas,
  placement: Placement,
): Promise<number> {
  const scale = Math.min(1, CHECK_SIDE / Math.max(placement.width, placement.height));
  const w = Math.max(8, Math.round(placement.width * scale));
  const h = Math.max(8, Math.round(placement.height * scale));
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
  const before = await shrink(placed, placement.width, placement.height, w, h);
  const after = await shrink(region, placement.width, placement.height, w, h);
  const { alpha } = await segmentPhoto(rasterFromRgba(withAlpha(before), w, h), { scenes: false });
  let piece = 0;
  let kept = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! < 128) continue;
    piece++;
    const d = Math.hypot(
      before[i * 3]! - after[i * 3]!,
      before[i * 3 + 1]! - after[i * 3 + 1]!,
      before[i * 3 + 2]! - after[i * 3 + 2]!,
    );
    if (d <= SAME_PIXEL) kept++;
  }
  return piece === 0 ? 1 : kept / piece;
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

function smooth(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
