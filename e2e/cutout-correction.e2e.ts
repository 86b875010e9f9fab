// Correcting a cut-out against the real studio: a gold ring lying on a leaf that runs off the
// frame, so the automatic cut-out keeps the leaf and the review asks for a check; one remove stroke
// across the leaf clears it, Save opens, and the pack shot shows the ring alone, measured against
// the corrected cut-out.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { newEmail, openPage, signUp } from './journeys';
import { startStudio, type RunningStudio } from './server';

let browser: Browser;
let studio: RunningStudio;

beforeAll(async () => {
  [browser, studio] = await Promise.all([launchBrowser(), startStudio()]);
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

// The scene, in pixels of the photo: a linen tabletop, a leaf from under the ring off the
// bottom-right corner, and the ring on top of it.
const WIDTH = 900;
const HEIGHT = 600;
const RING = { x: 360, y: 260, outer: 110, inner: 74 };
const LEAF = { x: 680, y: 490, long: 330, short: 130, angle: (25 * Math.PI) / 180 };
type Rgb = [number, number, number];

/** Where a point lies along (u) and across (v) the leaf's midrib, from its centre. */
function leafCoordinates(x: number, y: number) {
  const dx = x - LEAF.x;
  const dy = y - LEAF.y;
  const cos = Math.cos(LEAF.angle);
  const sin = Math.sin(LEAF.angle);
  return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
}

/** The point `u` pixels along the leaf's midrib from its centre and `v` across it. */
const onLeaf = (u: number, v: number) => ({
  x: LEAF.x + u * Math.cos(LEAF.angle) - v * Math.sin(LEAF.angle),
  y: LEAF.y + u * Math.sin(LEAF.angle) + v * Math.cos(LEAF.angle),
});

function pixel(x: number, y: number): Rgb {
  const dx = x - RING.x;
  const dy = y - RING.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= RING.inner && distance <= RING.outer) {
    // Polished gold: bright along the middle of the band, lit from the upper left.
    const across = (distance - RING.inner) / (RING.outer - RING.inner);
    const light =
      0.55 + 0.3 * Math.sin(across * Math.PI) + 0.15 * Math.cos(Math.atan2(dy, dx) + 2.2);
    return [255 * Math.min(1, light * 1.05), 200 * light, 70 * light];
  }
  const { u, v } = leafCoordinates(x, y);
  if ((u / LEAF.long) ** 2 + (v / LEAF.short) ** 2 <= 1) {
    const midrib = Math.abs(v) < 3;
    const sideVein =
      Math.abs(u) < LEAF.long * 0.8 &&
      Math.abs(Math.abs(v) - Math.abs(u - 40) * 0.6) < 2 &&
      Math.trunc(u) % 60 < 30;
    // Lit from above: lighter towards its upper edge, veins a little lighter still.
    const shade = 0.85 - 0.08 * (v / LEAF.short) + (midrib || sideVein ? 0.06 : 0);
    return [40 * shade, 165 * shade, 55 * shade];
  }
  const weave = ((x >> 3) + (y >> 3)) % 2 ? 5 : -5;
  const base = 212 - y * 0.04 + weave;
  return [base + 8, base + 2, base - 10];
}

async function ringOnALeaf(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const rgb = pixel(x, y);
      for (let c = 0; c < 3; c++) raw[(y * WIDTH + x) * 3 + c] = Math.round(rgb[c]!);
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The leaf's colour where it is lit least and most (its veins aside). */
const LEAF_COLOURS: Rgb[] = [0.77, 0.93].map((shade) => [40 * shade, 165 * shade, 55 * shade]);

/**
 * Shares of an image's pixels (flattened on white) that are the leaf's own green, as it is in the
 * photo, and the ring's gold.
 */
async function leafAndGold(image: Buffer) {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const total = info.width * info.height;
  let leaf = 0;
  let gold = 0;
  for (let i = 0; i < total; i++) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    const nearLeaf = LEAF_COLOURS.some(([lr, lg, lb]) => Math.hypot(r - lr, g - lg, b - lb) < 45);
    if (nearLeaf) leaf++;
    if (r > 150 && r > g + 15 && g > b + 60) gold++;
  }
  return { leaf: leaf / total, gold: gold / total };
}

interface TemporaryDesign {
  temporary_id: string;
  cutout_review: string;
  cutout_review_reasons: string[];
  cutout_source_width: number;
  cutout_source_height: number;
}

interface Visual {
  status: string;
  fidelity_score: number | null;
  output_asset_urls: { main_view?: string | null };
}

/** Paints one stroke with the mouse between two points given in pixels of the photo. */
async function paintStroke(
  page: Page,
  photo: { width: number; height: number },
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  // Editable once the cut-out has loaded.
  const canvas = page.locator('canvas[aria-label="Cut-out editor"]:not([aria-disabled])');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const onScreen = (point: { x: number; y: number }) => ({
    x: box.x + (point.x / photo.width) * box.width,
    y: box.y + (point.y / photo.height) * box.height,
  });
  const start = onScreen(from);
  const end = onScreen(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.up();
}

describe('correcting a cut-out', () => {
  it('flags a ring kept with its leaf, clears the leaf with one stroke, and renders the ring alone', async () => {
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, newEmail());
    await page.waitForURL(`${studio.url}/`);

    // Upload the photo; the automatic cut-out keeps the leaf and must be checked.
    const analysis = page.waitForResponse('**/api/designs/initiate-analysis');
    await page.getByLabel('Design image').setInputFiles({
      name: 'ring-on-a-leaf.jpg',
      mimeType: 'image/jpeg',
      buffer: await ringOnALeaf(),
    });
    const analysisResponse = await analysis;
    const token = (await analysisResponse.request().allHeaders()).authorization!;
    const design = (await analysisResponse.json()) as TemporaryDesign;
    expect(design.cutout_review).toBe('required');
    expect(design.cutout_review_reasons).toContain(
      'Part of the cut-out looks like leaves or plants from the scene.',
    );

    await page.waitForURL('**/designs/confirm-new', { timeout: 30_000 });
    await page
      .getByTestId('cutout-panel')
      .getByText('Part of the cut-out looks like leaves or plants from the scene.')
      .waitFor();
    await page.getByRole('checkbox', { name: 'The cut-out looks right' }).waitFor();
    const save = page.getByRole('button', { name: 'Save and Continue' });
    await expect(save.isDisabled()).resolves.toBe(true);

    // One remove stroke across the leaf, from its shaded upper edge to its lit lower half, clear of
    // the ring.
    const corrected = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/designs/${design.temporary_id}/cutout`) &&
        response.request().method() === 'PUT',
    );
    await paintStroke(
      page,
      { width: design.cutout_source_width, height: design.cutout_source_height },
      onLeaf(-260, 10),
      onLeaf(220, -30),
    );
    const correction = await corrected;
    expect(correction.status()).toBe(200);
    const strokes = (correction.request().postDataJSON() as { strokes: { mode: string }[] })
      .strokes;
    expect(strokes.map((stroke) => stroke.mode)).toEqual(['remove']);

    // The refined cut-out holds the ring and none of the leaf's green; Save opens. (The matting
    // still leaves a pale, half-transparent trace of the leaf's far parts: not measured here.)
    const cutout = await fetch(`${studio.url}/api/designs/${design.temporary_id}/cutout`, {
      headers: { Authorization: token },
    });
    expect(cutout.status).toBe(200);
    const cutoutColours = await leafAndGold(Buffer.from(await cutout.arrayBuffer()));
    expect(cutoutColours.leaf).toBeLessThan(0.001);
    expect(cutoutColours.gold).toBeGreaterThan(0.01);
    await page.locator('button:not([disabled])', { hasText: 'Save and Continue' }).waitFor();
    await expect(
      page.getByRole('checkbox', { name: 'The cut-out looks right' }).count(),
    ).resolves.toBe(0);

    await page.getByLabel(/^Design Name/).fill('Gold Band on a Leaf');
    await save.click();
    await page.waitForURL(/\/craft\/[0-9a-f-]{36}$/);
    const assetId = page.url().split('/').pop()!;

    // A pack shot, rendered from the corrected cut-out.
    await page.getByRole('radio', { name: 'Pack shot' }).check();
    const ordered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/transformations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Generate visual' }).click();
    expect((await ordered).status()).toBe(201);
    await page.locator('article[data-status="completed"]').first().waitFor({ timeout: 45_000 });

    const list = await fetch(`${studio.url}/api/transformations?asset_id=${assetId}`, {
      headers: { Authorization: token },
    });
    const visuals = (await list.json()) as Visual[];
    const packShot = visuals.find((item) => item.status === 'completed')!;
    expect(packShot.fidelity_score).toBeGreaterThanOrEqual(0.97);
    const mainView = new URL(packShot.output_asset_urls.main_view!, studio.url);
    const shot = await fetch(mainView);
    expect(shot.status).toBe(200);
    const shotColours = await leafAndGold(Buffer.from(await shot.arrayBuffer()));
    expect(shotColours.leaf).toBeLessThan(0.001);
    expect(shotColours.gold).toBeGreaterThan(0.01);

    expect(errors).toEqual([]);
    await page.close();
  });
});
