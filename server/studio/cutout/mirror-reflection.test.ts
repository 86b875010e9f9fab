// The mirror-reflection stage on drawn scenes with a known piece: a glossy ground's faint mirror
// image below the piece goes; a piece whose own lower half mirrors its upper half stays.
import { describe, expect, it } from 'vitest';
import type { Mask } from '../imaging/mask';
import type { RgbImage } from './salient-prior';
import { SVG_GRAIN, drawnMask, keptShare, renderSvg } from '../testing/drawn-scenes';
import { clearMirrorReflection } from './mirror-reflection';

const SIDE = 400;
const maskOf = (shapes: string) => drawnMask(SIDE, shapes);
const union = (a: Mask, b: Mask): Mask => ({
  width: a.width,
  height: a.height,
  data: a.data.map((v, i) => v | b.data[i]!),
});
/** The stage on a prior that is sure of `piece` (1) and, where `soft` says, unsure (0.3). */
const cleared = (piece: Mask, image: RgbImage, soft?: Mask) => {
  const prior = Float32Array.from(piece.data, (v, i) => (v ? 1 : soft?.data[i] ? 0.3 : 0));
  const out = clearMirrorReflection(prior, image);
  return { mask: { ...piece, data: Uint8Array.from(out, (v) => (v >= 0.5 ? 1 : 0)) }, out };
};

/** A pendant standing on the line y = 240: a shaded gold disc on a bail, with a bright glint. */
const PENDANT = `<defs><radialGradient id="gold" cx="0.35" cy="0.3">
    <stop offset="0" stop-color="#f6dc8c"/><stop offset="0.6" stop-color="#c4942e"/>
    <stop offset="1" stop-color="#6e4c12"/></radialGradient></defs>
  <rect x="190" y="100" width="20" height="40" rx="8" fill="#8a6a22"/>
  <circle cx="200" cy="190" r="50" fill="url(#gold)"/>
  <circle cx="185" cy="172" r="8" fill="#fffbe8"/>`;

describe('clearMirrorReflection', () => {
  it('clears the faint mirror image of a pendant on white acrylic, and keeps the pendant', async () => {
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#fff" stop-opacity="0"/>
          <stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
        <rect width="${SIDE}" height="${SIDE}" fill="#eeeeec"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        ${PENDANT}
        <g transform="translate(0 480) scale(1 -1)" opacity="0.3">${PENDANT}</g>
        <rect x="0" y="240" width="${SIDE}" height="110" fill="url(#fade)" opacity="0.5"/></svg>`,
    );
    const pendant = await maskOf(
      '<rect x="190" y="100" width="20" height="40" fill="#fff"/><circle cx="200" cy="190" r="50" fill="#fff"/>',
    );
    const reflection = await maskOf('<circle cx="200" cy="290" r="50" fill="#fff"/>');
    // The prior's soft rim round the reflection, which the matte would turn into a faint halo.
    const rim = await maskOf('<circle cx="200" cy="290" r="53" fill="#fff"/>');
    const { mask, out } = cleared(union(pendant, reflection), image, rim);
    expect(keptShare(mask, reflection)).toBeLessThan(0.05);
    expect(keptShare(mask, pendant)).toBeGreaterThan(0.98);
    expect(out.slice(250 * SIDE).every((v) => v === 0)).toBe(true);
  });

  it('keeps a hoop lit from above on dark velvet: its lower half is dimmer, not a reflection', async () => {
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <linearGradient id="lit" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#f0c860"/><stop offset="1" stop-color="#8a6420"/></linearGradient>
        <rect width="${SIDE}" height="${SIDE}" fill="#1c1a24"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <ellipse cx="200" cy="200" rx="120" ry="90" fill="none" stroke="url(#lit)"
          stroke-width="22"/></svg>`,
    );
    const hoop = await maskOf(
      '<ellipse cx="200" cy="200" rx="120" ry="90" fill="none" stroke="#fff" stroke-width="22"/>',
    );
    expect(keptShare(cleared(hoop, image).mask, hoop)).toBeGreaterThan(0.99);
  });

  it("keeps a band whose foot lies in shadow: a sliver at the piece's foot is no reflection", async () => {
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <clipPath id="foot"><rect x="0" y="284" width="${SIDE}" height="30"/></clipPath>
        <rect width="${SIDE}" height="${SIDE}" fill="#1c1a24"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <ellipse cx="200" cy="200" rx="150" ry="90" fill="none" stroke="#d8a84c" stroke-width="22"/>
        <ellipse cx="200" cy="200" rx="150" ry="90" fill="none" stroke="#3c3226" stroke-width="22"
          clip-path="url(#foot)"/></svg>`,
    );
    const band = await maskOf(
      '<ellipse cx="200" cy="200" rx="150" ry="90" fill="none" stroke="#fff" stroke-width="22"/>',
    );
    expect(keptShare(cleared(band, image).mask, band)).toBeGreaterThan(0.99);
  });
});
