// The automatic cut-out's own promises, apart from its measured quality (evaluation/): a file that
// is already cut out keeps its alpha, and a sketch sheet's chosen motif is the cut-out.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeWorkingImage } from './stored-cutout';
import { segmentPiece } from './segment-piece';

describe('segmentPiece', () => {
  it('keeps the alpha of a piece the designer already cut out (a transparent file)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160">
      <circle cx="100" cy="80" r="50" fill="none" stroke="#d4af37" stroke-width="16"/></svg>`;
    const image = await decodeWorkingImage(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(image.alpha).toBeDefined();
    const { alpha } = await segmentPiece(image, 'photo');
    expect(alpha).toEqual(image.alpha);
    // The ring's middle is see-through in the file, so it is in the cut-out.
    expect(alpha[80 * 200 + 100]).toBe(0);
  });

  it('gives an opaque photo no alpha of its own, and segments it', async () => {
    const image = await decodeWorkingImage(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f0f0f0' } })
        .jpeg()
        .toBuffer(),
    );
    expect(image.alpha).toBeUndefined();
    const { alpha, width, height } = await segmentPiece(image, 'photo');
    expect([width, height, alpha.length]).toEqual([64, 48, 64 * 48]);
  });

  it('keeps the chosen motif of a sketch sheet and lists the others as candidates', async () => {
    const ring = (cx: number, r: number) =>
      `<circle cx="${cx}" cy="100" r="${r}" fill="none" stroke="#222" stroke-width="4"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
      <rect width="600" height="200" fill="#fbfaf6"/>${ring(90, 50)}${ring(280, 70)}${ring(480, 55)}</svg>`;
    const image = await decodeWorkingImage(await sharp(Buffer.from(svg)).png().toBuffer());
    const { alpha, motifs } = await segmentPiece(image, 'sketch');
    expect(motifs).toHaveLength(3);
    // The largest ring is the default: the first candidate, and the only one in the cut-out.
    expect(motifs[0]!.box.x).toBeGreaterThan(190);
    expect(motifs[0]!.box.x).toBeLessThan(215);
    expect(alpha[100 * 600 + 280 - 70]).toBeGreaterThan(128);
    expect(alpha[100 * 600 + 90 - 50]).toBe(0);
  });
});
