// From a sketch to a saved design against the real studio: upload with progress, the real
// analysis, the confirm screen, a manual crop drawn and uploaded, and the edit screen afterwards.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureImage } from '../server/studio/testing/fixture-images';
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

describe('uploading and confirming a design', () => {
  it('analyses a sketch, saves it with a manual crop, and keeps the style locked when editing', async () => {
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, newEmail());
    await page.waitForURL(`${studio.url}/`);
    // A first visit (no designs yet) is a welcome, not a welcome back.
    await page.getByRole('heading', { name: 'Welcome, Amara', level: 1 }).waitFor();

    // Upload a generated pencil sketch from the file picker; the analysis lands on the confirm screen.
    await page.getByLabel('Design image').setInputFiles({
      name: 'sketch_ring_01.jpg',
      mimeType: 'image/jpeg',
      buffer: await fixtureImage('sketch_ring_01.jpg'),
    });
    await page.waitForURL('**/designs/confirm-new', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Confirm New Design' }).waitFor();
    const name = page.getByLabel(/^Design Name/);
    await expect(name.inputValue()).resolves.not.toBe('');
    await page
      .getByText(/Success chance/i)
      .first()
      .waitFor();

    // Rename, switch auto crop off and move the manual crop with the keyboard. Once the crop
    // rests, it goes up and its cut-out is made and shown before saving.
    await name.fill('Tanzanite Trilogy');
    const cropKeys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/designs\/[^/]+\/crop$/.test(request.url())) {
        cropKeys.push(
          (request.postDataJSON() as { s3_key_cropped_image: string }).s3_key_cropped_image,
        );
      }
    });
    const cropCutout = page.waitForResponse(
      (response) =>
        /\/api\/designs\/[^/]+\/crop$/.test(response.url()) &&
        response.request().method() === 'PUT' &&
        response.request().postData()?.includes('"s3_key_cropped_image":"') === true,
      { timeout: 30_000 },
    );
    await page.getByRole('switch', { name: 'Auto crop' }).click();
    const crop = page.getByLabel(/^Crop area/);
    await crop.focus();
    await crop.press('ArrowLeft');
    await crop.press('ArrowUp');
    const cropResponse = await cropCutout;
    expect(cropResponse.status()).toBe(200);
    const { s3_key_cropped_image: cropKey } = cropResponse.request().postDataJSON() as {
      s3_key_cropped_image: string;
    };
    expect(cropKey).toMatch(/\/uploads\/[^/]+\/manual_crop\.webp$/);
    // The cut-out of the crop shows; one that must be checked is confirmed, as a designer would
    // after looking at it.
    const check = page.getByRole('checkbox', { name: 'The cut-out looks right' });
    const saveReady = page.locator('button:has-text("Save and Continue"):not([disabled])');
    await check.or(saveReady).first().waitFor({ timeout: 30_000 });
    if (await check.isVisible()) await check.check();
    await saveReady.waitFor();
    const created = page.waitForRequest(
      (request) => request.url().endsWith('/api/assets') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    const body = (await created).postDataJSON() as { name: string; s3_key_cropped_image: string };
    // The crop the cut-out shown was made from (the last one drawn).
    expect(body).toMatchObject({
      name: 'Tanzanite Trilogy',
      s3_key_cropped_image: cropKeys.at(-1),
    });

    await page.waitForURL(/\/craft\/[0-9a-f-]{36}$/);
    const assetId = page.url().split('/').pop()!;

    // Editing keeps the style the upload was analysed as.
    await page.goto(`${studio.url}/assets/${assetId}/confirm-details`);
    await page.getByRole('heading', { name: 'Edit Asset Details' }).waitFor();
    await expect(page.getByLabel(/^Design Name/).inputValue()).resolves.toBe('Tanzanite Trilogy');
    await page.getByText('Style is based on original upload.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
