// The see-through stage on drawn scenes with a known piece: the backdrop seen through a ring's
// middle goes, although the ring's metal shares the backdrop's colours, and what is not the
// backdrop stays.
import { describe, expect, it } from 'vitest';
import { SVG_GRAIN, drawnMask, keptShare, renderSvg } from '../testing/drawn-scenes';
import { SEE_THROUGH, clearSeeThrough } from './see-through';

const SIDE = 400;
const maskOf = (shapes: string) => drawnMask(SIDE, shapes);

/**
 * A platinum band seen at three quarters on a grey studio gradient of the same greys: polished
 * metal mirrors the studio in sharp bands, and the camera's noise lies over everything.
 */
const greyRingOnGreyGradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}"
  height="${SIDE}">${SVG_GRAIN}
  <radialGradient id="ground" cx="0.45" cy="0.15" r="0.9"><stop offset="0" stop-color="#d4d4d2"/>
    <stop offset="1" stop-color="#6e6e6c"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#eaeae8"/><stop offset="0.18" stop-color="#d8d8d6"/>
    <stop offset="0.2" stop-color="#5e5e5c"/><stop offset="0.45" stop-color="#8a8a88"/>
    <stop offset="0.47" stop-color="#f2f2f0"/><stop offset="0.7" stop-color="#c4c4c2"/>
    <stop offset="0.72" stop-color="#64646a"/><stop offset="1" stop-color="#a0a09e"/>
  </linearGradient>
  <rect width="${SIDE}" height="${SIDE}" fill="url(#ground)"/>
  <ellipse cx="200" cy="200" rx="130" ry="70" fill="none" stroke="#5c5c5a" stroke-width="24"/>
  <ellipse cx="200" cy="200" rx="130" ry="70" fill="none" stroke="url(#metal)"
    stroke-width="20"/>
  <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/></svg>`;

describe('clearSeeThrough', () => {
  it("clears a grey ring's middle on a grey gradient by the backdrop's fitted surface", async () => {
    const image = await renderSvg(greyRingOnGreyGradient);
    // The prior at 320 px fills the middle: a round object is salient whole.
    const prior = await maskOf('<ellipse cx="200" cy="200" rx="142" ry="82" fill="#fff"/>');
    const middle = await maskOf('<ellipse cx="200" cy="200" rx="105" ry="45" fill="#fff"/>');
    const band = await maskOf(
      `<ellipse cx="200" cy="200" rx="130" ry="70" fill="none" stroke="#fff" stroke-width="14"/>`,
    );
    const cleared = clearSeeThrough(prior, image);
    expect(keptShare(cleared, middle)).toBeLessThan(0.05);
    // Where a stretch of the metal mirrors the very grey of the gradient beside it, that stretch
    // can go with it (here a tenth of the band); a keep stroke brings it back.
    expect(keptShare(cleared, band)).toBeGreaterThan(0.9);
    // The colours alone cannot tell: the ring's own greys are the gradient's.
    const byColourAlone = clearSeeThrough(prior, image, { ...SEE_THROUGH, surfaceSpreads: 0 });
    expect(keptShare(byColourAlone, middle)).toBeGreaterThan(0.3);
  });

  it('keeps a pale stone in a white-gold frame on white, a few levels off the backdrop', async () => {
    // The frame is the stone's colour, so only the fitted surface could take the stone for the
    // backdrop: it is ten levels off it, beyond the surface's tolerance.
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <rect width="${SIDE}" height="${SIDE}" fill="#f7f7f5"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <circle cx="200" cy="200" r="80" fill="#e4e4e6" stroke="#e4e4e6" stroke-width="16"/>
        </svg>`,
    );
    const piece = await maskOf('<circle cx="200" cy="200" r="88" fill="#fff"/>');
    expect(keptShare(clearSeeThrough(piece, image), piece)).toBeGreaterThan(0.99);
  });
});
