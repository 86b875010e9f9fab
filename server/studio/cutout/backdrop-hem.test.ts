// The backdrop-hem stage on drawn scenes with a known piece: the band of backdrop the prior left
// round a fine chain goes, the chain stays, and pale prongs beside a dark stone stay.
import { describe, expect, it } from 'vitest';
import { SVG_GRAIN, drawnMask, keptShare, renderSvg } from '../testing/drawn-scenes';
import { clearBackdropHem } from './backdrop-hem';

const SIDE = 400;
const maskOf = (shapes: string) => drawnMask(SIDE, shapes);
const ring = (width: number) =>
  `<ellipse cx="200" cy="200" rx="140" ry="100" fill="none" stroke="#fff" stroke-width="${width}"/>`;

describe('clearBackdropHem', () => {
  it('clears the band of backdrop the prior left round a fine chain, and keeps the chain', async () => {
    // A 2 px gold chain, softened as a lens and a JPEG soften it, on a grained white sweep.
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <filter id="soft"><feGaussianBlur stdDeviation="0.8"/></filter>
        <rect width="${SIDE}" height="${SIDE}" fill="#efebe6"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <ellipse cx="200" cy="200" rx="140" ry="100" fill="none" stroke="#b98a2e"
          stroke-width="2" filter="url(#soft)"/></svg>`,
    );
    // The prior after its middle was cleared: a band 10 px wide round the chain, about what its
    // 320 px leave round a wire at this size.
    const band = await maskOf(ring(10));
    const chain = await maskOf(ring(2));
    const wide = await maskOf(ring(4));
    const hem = { ...band, data: band.data.map((v, i) => (v && !wide.data[i] ? 1 : 0)) };
    const cleared = clearBackdropHem(band, image);
    expect(keptShare(cleared, hem)).toBeLessThan(0.1);
    expect(keptShare(cleared, chain)).toBeGreaterThan(0.98);
  });

  it("keeps a stud's pale prongs beside its dark stone on a pale ground", async () => {
    const prongs = [0, 90, 180, 270]
      .map((deg) => {
        const a = (deg * Math.PI) / 180;
        return `<circle cx="${200 + 62 * Math.cos(a)}" cy="${200 + 62 * Math.sin(a)}" r="8" fill="#d2d2d6"/>`;
      })
      .join('');
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <rect width="${SIDE}" height="${SIDE}" fill="#eeede9"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <circle cx="200" cy="200" r="62" fill="#1c2c8c"/>${prongs}</svg>`,
    );
    const white = prongs.replaceAll('#d2d2d6', '#fff');
    const stud = await maskOf(`<circle cx="200" cy="200" r="62" fill="#fff"/>${white}`);
    const prongMask = await maskOf(white);
    const cleared = clearBackdropHem(stud, image);
    expect(keptShare(cleared, prongMask)).toBeGreaterThan(0.99);
    expect(keptShare(cleared, stud)).toBeGreaterThan(0.99);
  });
});
