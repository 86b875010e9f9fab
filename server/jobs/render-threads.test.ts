// The render pool: the same visual as rendering on the main thread, byte for byte; the main
// thread stays free meanwhile; a designer-facing failure keeps its kind across the thread boundary.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetRow, TransformationRow } from '../db/schema';
import { renderTransformation } from '../studio/render/render-transformation';
import { storedFixtureCutout, TEST_EXTRACTION_SIDE } from '../studio/testing/test-cutouts';
import { VisualFailure } from '../studio/visual-failure';
import { createRenderThreads } from './render-threads';

const asset = { jewelryType: 'ring', imageStyle: 'photo', material: 'Yellow gold' } as AssetRow;
// A model shot: enough pixel work on the main thread that a stall is far above timer noise (a
// pack shot from a stored cut-out is now too light to tell apart on a busy machine).
const transformation = {
  kind: 'model_shot',
  sceneName: 'Deep skin',
  pipelineStepName: 'ring_model_shot',
  qualityRequested: 'standard',
} as TransformationRow;
const options = { extractionMaxSide: TEST_EXTRACTION_SIDE, longSide: 768 };

const pool = createRenderThreads(1);
afterAll(() => pool.close());

/** The longest the main thread went without running a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('render threads', () => {
  let cutout: Buffer;
  beforeAll(async () => {
    cutout = await storedFixtureCutout('photo_ring_01.jpg');
  }, 30_000);

  it('renders the same visual as the main thread, without stalling it', async () => {
    const input = { transformation, asset, cutout };
    // Warm both sides (module loading, sharp's first use) before measuring.
    await pool.renderWith(input, options);
    await renderTransformation(input, options);

    let inThread: Awaited<ReturnType<typeof renderTransformation>> | undefined;
    let onMain: typeof inThread;
    const threadStall = await longestStall(async () => {
      inThread = await pool.renderWith(input, options);
    });
    const mainStall = await longestStall(async () => {
      onMain = await renderTransformation(input, options);
    });

    expect(Buffer.isBuffer(inThread!.mainView)).toBe(true);
    expect(inThread!.mainView.equals(onMain!.mainView)).toBe(true);
    expect(inThread!.thumbnail.equals(onMain!.thumbnail)).toBe(true);
    expect(inThread!.fidelity).toBe(onMain!.fidelity);
    // Ratios within one run (shared machines are noisy): the thread keeps the timers running.
    expect(threadStall).toBeLessThan(mainStall / 2);
  }, 120_000);

  it('keeps a VisualFailure a VisualFailure, and ordinary errors ordinary', async () => {
    // A cut-out with no piece in it.
    const blank = await sharp({
      create: { width: 256, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await expect(
      pool.renderWith({ transformation, asset, cutout: blank }, options),
    ).rejects.toBeInstanceOf(VisualFailure);
    const garbage = Buffer.from('not an image at all');
    const error = await pool
      .renderWith({ transformation, asset, cutout: garbage }, options)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(VisualFailure);
  }, 60_000);
});
