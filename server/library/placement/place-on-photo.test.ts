// Placement on the designer's photographs: the true size from landmarks and ring sizes, the piece's
// own pixels moved only by the similarity transform and the bounded light match, the far side
// behind the finger, the hook behind the lobe, the chain to the neck, and a real photograph end to
// end with the landmark models.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Landmark, LandmarkName } from '../../../src/api/library';
import { createCanvas, type Canvas } from '../../studio/render/canvas';
import { metalFor } from '../../studio/render/metal';
import { pieceLayer } from '../../studio/render/piece-layer';
import { placeAt } from '../../studio/render/placement';
import { findLandmarks } from '../landmarks/landmark-threads';
import { applyLight } from './light-match';
import { MissingLandmarksError, placeOnPhoto } from './place-on-photo';
import { placeOnScene } from './place-on-scene';
import { photoCanvas } from './photo-canvas';
import { turnLayer } from './similarity';
import { marbleTable } from '../testing/synthetic-scenes';
import { pendantCutout, ringCutout } from '../testing/test-pieces';
import { findSurface } from '../scenes/find-surface';

const gold = metalFor('gold');

const skin = (): Canvas => createCanvas(800, 800, [205, 160, 135]);
const at = (name: LandmarkName, x: number, y: number): Landmark => ({
  name,
  x,
  y,
  score: null,
  source: 'designer',
});
/** A finger pointing up, its first phalanx 84 px long: 2 px per millimetre. */
const FINGER = [at('ring_finger_base', 400, 500), at('ring_finger_middle', 400, 416)];

describe('placeOnPhoto', () => {
  it('sizes a ring from its EU, US or UK size: EU 52 is 16.55 mm inside, 20.15 mm across', async () => {
    const cutout = await ringCutout();
    const placed = await placeOnPhoto({
      canvas: skin(),
      photoScale: 1,
      landmarks: FINGER,
      cutout,
      jewelryType: 'ring',
      metal: gold,
      ringSize: { system: 'EU', value: '52' },
    });
    expect(placed.record.pixels_per_mm).toBeCloseTo(2, 3);
    expect(placed.record.ring_inner_diameter_mm).toBeCloseTo(16.55, 2);
    expect(placed.record.transform.scale * cutout.width).toBeCloseTo(20.15 * 2, 0);
    const larger = await placeOnPhoto({
      canvas: skin(),
      photoScale: 1,
      landmarks: FINGER,
      cutout,
      jewelryType: 'ring',
      metal: gold,
      ringSize: { system: 'US', value: '9' },
    });
    expect(larger.record.transform.scale).toBeGreaterThan(placed.record.transform.scale);
    // The stone points to the fingertip (up): no turn.
    expect(Math.abs(placed.record.transform.rotationDegrees)).toBeLessThan(1);
  });

  it('hides the band past the finger and keeps the rest of the piece', async () => {
    const placed = await placeOnPhoto({
      canvas: skin(),
      photoScale: 1,
      landmarks: FINGER,
      cutout: await ringCutout(),
      jewelryType: 'ring',
      metal: gold,
    });
    expect(placed.record.occlusion).toBe('finger');
    expect(placed.fidelity).toBeGreaterThan(0.97);
  });

  it('keeps the piece’s own pixels: only the transform and the light gains change them', async () => {
    const cutout = await pendantCutout();
    const canvas = skin();
    const landmarks = [
      at('neck_base', 400, 200),
      at('neck_left', 640, 150),
      at('neck_right', 160, 150),
    ];
    const placed = await placeOnPhoto({
      canvas,
      photoScale: 1,
      landmarks,
      cutout,
      jewelryType: 'necklace',
      metal: gold,
    });
    expect(placed.record.chain).toBe(true);
    const { transform, light } = placed.record;
    // The same piece moved by the recorded transform and light, made independently.
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
        if (expected.rgba[e + 3]! < 255) continue;
        const c = ((expected.top + y) * canvas.width + expected.left + x) * 3;
        for (let k = 0; k < 3; k++) {
          worst = Math.max(worst, Math.abs(canvas.rgb[c + k]! - expected.rgba[e + k]!));
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(worst).toBeLessThanOrEqual(1);
    // The light match is bounded: no channel moves more than the tint and exposure allow.
    for (const gain of light.gains) {
      expect(gain).toBeGreaterThanOrEqual(0.8 * 0.92 - 1e-9);
      expect(gain).toBeLessThanOrEqual(1.1 * 1.08 + 1e-9);
    }
  });

  it('turns a watch across the forearm and hangs an earring’s hook behind the lobe', async () => {
    const cutout = await pendantCutout();
    const watch = await placeOnPhoto({
      canvas: skin(),
      photoScale: 1,
      landmarks: [at('wrist', 400, 400), at('forearm', 560, 400)],
      cutout,
      jewelryType: 'watch',
      metal: gold,
    });
    expect(Math.abs(watch.record.transform.rotationDegrees)).toBeCloseTo(0, 0);
    expect(watch.record.pixels_per_mm).toBeCloseTo(2, 3);
    const earring = await placeOnPhoto({
      canvas: skin(),
      photoScale: 1,
      landmarks: [at('ear_lobe_left', 500, 300), at('ear_lobe_right', 230, 300)],
      cutout,
      jewelryType: 'earring',
      metal: gold,
    });
    expect(earring.record.occlusion).toBe('lobe');
    const mask = earring.canvas.piece!;
    // Right above the piercing nothing of the piece shows; below it, the piece does.
    expect(mask[(300 - 3) * 800 + 500]).toBe(0);
    expect(Math.max(...Array.from({ length: 20 }, (_, k) => mask[(310 + k) * 800 + 500]!))).toBe(
      255,
    );
  });

  it('names the points a photograph lacks', async () => {
    await expect(
      placeOnPhoto({
        canvas: skin(),
        photoScale: 1,
        landmarks: [at('wrist', 1, 1)],
        cutout: await ringCutout(),
        jewelryType: 'ring',
        metal: gold,
      }),
    ).rejects.toThrow(MissingLandmarksError);
  });

  it('wears a pendant on a real photograph from its detected landmarks', async () => {
    const photo = readFileSync(join(import.meta.dirname, '../testing/photos/cgi-model-3.jpg'));
    const { landmarks } = await findLandmarks(photo);
    const { canvas, photoScale } = await photoCanvas(photo, 1024);
    const placed = await placeOnPhoto({
      canvas,
      photoScale,
      landmarks,
      cutout: await pendantCutout(),
      jewelryType: 'necklace',
      metal: gold,
    });
    expect(placed.fidelity).toBeGreaterThan(0.97);
    const neck = landmarks.find((point) => point.name === 'neck_base')!;
    expect(placed.record.transform.x).toBeCloseTo(neck.x * photoScale, 0);
  }, 60_000);
});

describe('placeOnScene', () => {
  it('sets the piece on the found surface, at real size, with its own pixels', async () => {
    const photo = await marbleTable(800, 600);
    const surface = await findSurface(photo);
    const { canvas, photoScale } = await photoCanvas(photo, 800);
    const cutout = await ringCutout();
    const placed = await placeOnScene({
      canvas,
      photoScale,
      surface,
      placement: null,
      cutout,
      jewelryType: 'ring',
      metal: gold,
    });
    expect(placed.record.automatic).toBe(true);
    const t = placed.record.transform;
    expect(t.x).toBeGreaterThanOrEqual(surface!.x);
    expect(t.x).toBeLessThanOrEqual(surface!.x + surface!.width);
    expect(placed.fidelity).toBeGreaterThan(0.99);
    const moved = await placeOnScene({
      canvas: (await photoCanvas(photo, 800)).canvas,
      photoScale,
      surface,
      placement: { x: 200, y: 450, scale: 2, rotation_degrees: 30 },
      cutout,
      jewelryType: 'ring',
      metal: gold,
    });
    expect(moved.record.transform.scale).toBeCloseTo(2 * t.scale, 6);
    expect(moved.record.transform).toMatchObject({ x: 200, y: 450, rotationDegrees: 30 });
  });
});
