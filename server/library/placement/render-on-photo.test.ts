// A visual on a library photograph as the worker renders it: framed on the piece (a ring on a
// full-figure photograph is the picture's subject, within what the photograph's pixels allow),
// and recorded (the frame, transform and light it applied), so that a later render with that
// record lands the piece exactly where, and in the light, the record says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JewelryType } from '../../../src/api/catalogue';
import type { Landmark } from '../../../src/api/library';
import type { Cutout } from '../../studio/extract/cutout';
import type { Canvas } from '../../studio/render/canvas';
import { metalFor } from '../../studio/render/metal';
import { oneOfPair } from '../../studio/render/one-of-pair';
import { pieceLayer } from '../../studio/render/piece-layer';
import { placeAt } from '../../studio/render/placement';
import { findLandmarks } from '../landmarks/landmark-threads';
import { pendantCutout, ringCutout } from '../testing/test-pieces';
import { MAX_ENLARGEMENT, MIN_OUTPUT_SIDE } from './frame';
import { applyLight } from './light-match';
import { photoCanvas } from './photo-canvas';
import type { PhotoOrder } from './photo-order';
import { placeOnPhoto } from './place-on-photo';
import { renderOnPhoto, type PhotoRenderRecord } from './render-on-photo';
import { turnLayer } from './similarity';

const gold = metalFor('gold');
const LONG_SIDE = 1024;
/** The shipped photographs that show a whole figure (or most of one). */
const FULL_FIGURE = ['ai-body.jpg', 'cgi-model-20.jpg', 'cgi-model-3.jpg'];
const TYPES: JewelryType[] = ['ring', 'necklace', 'earring', 'watch'];

const photos = new Map<
  string,
  { bytes: Buffer; landmarks: Landmark[]; width: number; height: number }
>();
let ring: Cutout;
let pendant: Cutout;

beforeAll(async () => {
  [ring, pendant] = await Promise.all([ringCutout(), pendantCutout()]);
  for (const file of FULL_FIGURE) {
    const bytes = readFileSync(join(import.meta.dirname, '../testing/photos', file));
    const { width, height } = await sharp(bytes).metadata();
    photos.set(file, { bytes, width: width!, height: height!, ...(await findLandmarks(bytes)) });
  }
}, 60_000);

function orderOn(file: string): PhotoOrder {
  const photo = photos.get(file)!;
  return {
    photo_id: 'p',
    kind: 'model',
    photo_key: 'k',
    photo_width: photo.width,
    photo_height: photo.height,
    landmarks: photo.landmarks,
    surface: null,
    placement: null,
    ring_size: { system: 'EU', value: '52' },
  };
}

/** The piece's long side (its mask's bounds) over the frame's short side. */
function pieceShare(canvas: Canvas): number {
  const mask = canvas.piece!;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      if (mask[y * canvas.width + x]! < 128) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return Math.max(x1 - x0 + 1, y1 - y0 + 1) / Math.min(canvas.width, canvas.height);
}

const cutoutFor = (type: JewelryType) => (type === 'ring' ? ring : pendant);

describe('the frame of a visual on a model photograph', () => {
  it('crops towards the worn piece on the full-figure photographs', async () => {
    const shares: number[] = [];
    for (const file of FULL_FIGURE) {
      const photo = photos.get(file)!;
      for (const jewelryType of TYPES) {
        const order = orderOn(file);
        const input = { order, photo: photo.bytes, cutout: cutoutFor(jewelryType), jewelryType };
        if (jewelryType === 'earring' && !order.landmarks.some((p) => p.name.startsWith('ear'))) {
          // Both ears under hair (cgi-model-20): refused, the designer marks a lobe.
          await expect(
            renderOnPhoto({ ...input, metal: gold, longSide: LONG_SIDE }),
          ).rejects.toThrow(/ear_lobe_left, ear_lobe_right/);
          continue;
        }
        const framed = await renderOnPhoto({ ...input, metal: gold, longSide: LONG_SIDE });
        // The same piece on the whole photograph, as before any crop.
        const whole = await photoCanvas(photo.bytes, LONG_SIDE);
        const uncropped = await placeOnPhoto({
          ...whole,
          landmarks: order.landmarks,
          cutout: input.cutout,
          jewelryType,
          metal: gold,
          ringSize: order.ring_size!,
        });
        const share = pieceShare(framed.canvas);
        const before = pieceShare(uncropped.canvas);
        const label = `${file} ${jewelryType}: ${before.toFixed(3)} -> ${share.toFixed(3)}`;
        // At least three times the share it had, unless that reaches 15% of the frame already.
        expect(share, label).toBeGreaterThanOrEqual(Math.min(3 * before, 0.15));
        expect(share, label).toBeGreaterThan(0.025);
        expect(framed.fidelity, label).toBeGreaterThan(0.97);
        // The photograph's aspect, enlarged at most MAX_ENLARGEMENT times, and not tiny.
        const { frame } = framed.record;
        expect(frame.output_width / frame.output_height).toBeCloseTo(photo.width / photo.height, 1);
        expect(frame.output_width / frame.width).toBeLessThanOrEqual(MAX_ENLARGEMENT + 0.01);
        expect(Math.max(frame.output_width, frame.output_height)).toBeGreaterThanOrEqual(
          MIN_OUTPUT_SIDE - 1,
        );
        expect(framed.canvas.width).toBe(frame.output_width);
        shares.push(share);
      }
    }
    shares.sort((a, b) => a - b);
    // Before: a median under 2% of the short side (a speck); framed: the median piece is 8%+.
    expect(shares[Math.floor(shares.length / 2)]).toBeGreaterThan(0.08);
  }, 120_000);
});

describe('the record a visual stores', () => {
  it('holds what the render applied, and a render with it applies exactly that', async () => {
    const file = 'cgi-model-3.jpg';
    const input = {
      order: orderOn(file),
      photo: photos.get(file)!.bytes,
      cutout: pendant,
      jewelryType: 'necklace' as const,
      metal: gold,
      longSide: LONG_SIDE,
    };
    const first = await renderOnPhoto(input);
    const { record } = first;
    // The stored values are JSON (jsonb): what goes back in is what came out, through JSON.
    const stored = JSON.parse(JSON.stringify(record)) as PhotoRenderRecord;
    expectPieceAsRecorded(first.canvas, pendant, stored);

    // Rendered again from the record: the same pixels.
    const again = await renderOnPhoto({ ...input, order: { ...input.order, rendered: stored } });
    expect(Buffer.from(again.canvas.rgb.buffer).equals(Buffer.from(first.canvas.rgb.buffer))).toBe(
      true,
    );

    // A record that says otherwise is followed, not recomputed: 40 px to the right, warmer light.
    const moved: PhotoRenderRecord = {
      ...stored,
      transform: { ...stored.transform, x: stored.transform.x + 40 },
      light: { gains: [1.05, 1, 0.9], exposure: 1 },
    };
    const followed = await renderOnPhoto({ ...input, order: { ...input.order, rendered: moved } });
    expect(followed.record.transform).toEqual(moved.transform);
    expect(followed.record.light).toEqual(moved.light);
    expectPieceAsRecorded(followed.canvas, pendant, moved);
  }, 60_000);

  it('records the frame in the photograph’s pixels and the scale in the output’s', async () => {
    const file = 'ai-body.jpg';
    const photo = photos.get(file)!;
    const { record } = await renderOnPhoto({
      order: orderOn(file),
      photo: photo.bytes,
      cutout: oneOfPair(pendant),
      jewelryType: 'earring',
      metal: gold,
      longSide: LONG_SIDE,
    });
    const { frame } = record;
    expect(frame.x + frame.width).toBeLessThanOrEqual(photo.width);
    expect(frame.y + frame.height).toBeLessThanOrEqual(photo.height);
    // The lobe it hangs from lies in the frame.
    const lobe = photo.landmarks.find((point) => point.name.startsWith('ear_lobe'))!;
    expect(lobe.x).toBeGreaterThan(frame.x);
    expect(lobe.x).toBeLessThan(frame.x + frame.width);
    expect(record.pixels_per_mm).toBeGreaterThan(0);
  }, 60_000);
});

/** Every opaque piece pixel on the canvas is the cut-out under the record's transform and light. */
async function expectPieceAsRecorded(canvas: Canvas, cutout: Cutout, record: PhotoRenderRecord) {
  const { transform, light } = record;
  const sized = await pieceLayer(
    cutout,
    placeAt(cutout.width, cutout.height, transform.scale, 0, 0),
    gold,
  );
  const expected = applyLight(turnLayer({ ...sized, left: 0, top: 0 }, transform), light);
  let compared = 0;
  let worst = 0;
  for (let y = 0; y < expected.height; y++) {
    for (let x = 0; x < expected.width; x++) {
      const e = (y * expected.width + x) * 4;
      const cx = expected.left + x;
      const cy = expected.top + y;
      if (expected.rgba[e + 3]! < 255 || cx < 0 || cy < 0) continue;
      if (cx >= canvas.width || cy >= canvas.height) continue;
      const c = (cy * canvas.width + cx) * 3;
      for (let k = 0; k < 3; k++) {
        worst = Math.max(worst, Math.abs(canvas.rgb[c + k]! - expected.rgba[e + k]!));
      }
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(200);
  expect(worst).toBeLessThanOrEqual(1);
}
