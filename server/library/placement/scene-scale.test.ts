// A scene's scale, estimated from how far its quiet surface reaches (it has no body to measure):
// a wide, clear table top gives the piece room at a readable size, a small quiet patch in a busy
// scene or no surface at all is held to the widest frame, and the designer's scale still applies.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCanvas } from '../../studio/render/canvas';
import { metalFor } from '../../studio/render/metal';
import { findSurface, quietExtent } from '../scenes/find-surface';
import { busyPatchwork, marbleTable } from '../testing/synthetic-scenes';
import { ringCutout } from '../testing/test-pieces';
import { MAX_FRAME_MM, placeOnScene, QUIET_SPAN_MM, sceneScale } from './place-on-scene';

/** The busy patchwork with one plain patch (x, y, side) in it. */
async function busyWithPatch(x: number, y: number, side: number): Promise<Buffer> {
  const patch = await sharp({
    create: { width: side, height: side, channels: 3, background: '#d8d2ca' },
  })
    .png()
    .toBuffer();
  return sharp(await busyPatchwork(800, 600))
    .composite([{ input: patch, left: x, top: y }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('a scene’s scale', () => {
  it('reads the clear table top of a wide marble shot as its quiet extent', async () => {
    const photo = await marbleTable(1200, 900);
    const surface = (await findSurface(photo))!;
    const extent = await quietExtent(photo, surface);
    // Under the wall (28% of the height), across the whole table.
    expect(extent.width).toBeGreaterThan(0.9 * 1200);
    expect(extent.y).toBeGreaterThan(0.28 * 900 - 12);
    expect(extent.y + extent.height).toBeGreaterThan(0.95 * 900);
    const perMm = sceneScale(extent, { width: 1200, height: 900 });
    const frameMm = 1200 / perMm;
    expect(frameMm).toBeGreaterThanOrEqual(QUIET_SPAN_MM);
    expect(frameMm).toBeLessThan(300);
    // The old assumption (the found square, 30% of the short side, as 200 mm) gave a piece on a
    // wide table a third of this size: a speck.
    expect(perMm).toBeGreaterThan(2.5 * (surface.width / 200));
  });

  it('holds a small quiet patch or a scene without a surface to the widest frame', async () => {
    const patched = await busyWithPatch(300, 350, 150);
    const surface = await findSurface(patched);
    expect(surface).not.toBeNull();
    const extent = await quietExtent(patched, surface!);
    // The patch itself, not the busy tiles around it.
    expect(extent.width).toBeLessThan(200);
    expect(extent.x).toBeGreaterThan(280);
    const size = { width: 800, height: 600 };
    expect(sceneScale(extent, size)).toBeCloseTo(800 / MAX_FRAME_MM, 6);
    expect(sceneScale(null, size)).toBeCloseTo(800 / MAX_FRAME_MM, 6);
    expect(await findSurface(await busyPatchwork(800, 600))).toBeNull();
  });

  it('sets the ring at that scale, and the designer’s scale multiplies it', async () => {
    const photo = await marbleTable(1200, 900);
    const surface = (await findSurface(photo))!;
    const extent = await quietExtent(photo, surface);
    const cutout = await ringCutout();
    const common = {
      photoScale: 1,
      photoSize: { width: 1200, height: 900 },
      surface,
      extent,
      cutout,
      jewelryType: 'ring' as const,
      metal: metalFor('gold'),
    };
    const placed = await placeOnScene({
      ...common,
      canvas: createCanvas(1200, 900, [220, 215, 210]),
      placement: null,
    });
    const perMm = sceneScale(extent, common.photoSize);
    expect(placed.record.pixels_per_mm).toBeCloseTo(perMm, 3);
    expect(placed.record.quiet_extent).toEqual(extent);
    // EU 52 by default: 16.55 mm inside, 20.15 mm across.
    expect(placed.record.transform.scale * cutout.width).toBeCloseTo(20.15 * perMm, 1);
    const doubled = await placeOnScene({
      ...common,
      canvas: createCanvas(1200, 900, [220, 215, 210]),
      placement: { x: 600, y: 600, scale: 2, rotation_degrees: 0 },
    });
    expect(doubled.record.transform.scale).toBeCloseTo(2 * placed.record.transform.scale, 6);
  });
});
