// The cut-out thread answers what the main thread would, byte for byte.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutOutInThread } from './cutout-threads';
import { editableCutoutOf } from './editable-cutout';
import { decodeWorkingImage } from './stored-cutout';

describe('cutOutInThread', () => {
  it('makes the same cut-out as the main thread', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
      <rect width="320" height="240" fill="#ece8e0"/>
      <circle cx="160" cy="120" r="60" fill="none" stroke="#c9a040" stroke-width="18"/></svg>`;
    const image = await decodeWorkingImage(await sharp(Buffer.from(svg)).jpeg().toBuffer());
    const [inThread, onMain] = await Promise.all([
      cutOutInThread(image, 'photo'),
      editableCutoutOf(image, 'photo'),
    ]);
    expect(Buffer.isBuffer(inThread.png)).toBe(true);
    expect(inThread.png.equals(onMain.png)).toBe(true);
    expect(inThread.review).toBe(onMain.review);
  }, 30_000);
});
