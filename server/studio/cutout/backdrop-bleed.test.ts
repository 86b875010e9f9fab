// The backdrop-bleed stage on drawn scenes with a known piece: what the prior swelled over (a
// wire's open loop) goes, and what has an outline or a grain of its own stays.
import { describe, expect, it } from 'vitest';
import type { Mask } from '../imaging/mask';
import { SVG_GRAIN, drawnMask, keptShare, renderSvg } from '../testing/drawn-scenes';
import { clearBackdropBleed } from './backdrop-bleed';

const SIDE = 400;
const maskOf = (shapes: string) => drawnMask(SIDE, shapes);

describe('clearBackdropBleed', () => {
  it("clears the backdrop swelled over a drop earring's open hook, and keeps the pearl", async () => {
    const image = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <radialGradient id="pearl" cx="0.35" cy="0.35"><stop offset="0" stop-color="#c8c8c8"/>
          <stop offset="1" stop-color="#5a5a5a"/></radialGradient>
        <rect width="${SIDE}" height="${SIDE}" fill="#eef2ea"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <path d="M200 250 L200 120 C200 70 260 70 260 120 L260 170" fill="none"
          stroke="#b8902c" stroke-width="3"/>
        <circle cx="200" cy="290" r="42" fill="url(#pearl)"/></svg>`,
    );
    // The prior at 320 px: the pearl, and the hook filled in as one blob.
    const pearl = await maskOf('<circle cx="200" cy="290" r="42" fill="#fff"/>');
    const blob = await maskOf('<rect x="195" y="80" width="72" height="172" rx="30" fill="#fff"/>');
    const loop = await maskOf('<rect x="210" y="110" width="40" height="120" fill="#fff"/>');
    const prior: Mask = {
      width: SIDE,
      height: SIDE,
      data: pearl.data.map((v, i) => v | blob.data[i]!),
    };
    const cleared = clearBackdropBleed(prior, image);
    expect(keptShare(cleared, loop)).toBeLessThan(0.05);
    expect(keptShare(cleared, pearl)).toBeGreaterThan(0.99);
  });

  it('keeps a smooth metal disc on a grained linen of its own colour, and a pale stone on white', async () => {
    const linen = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
        <filter id="weave"><feTurbulence type="turbulence" baseFrequency="0.35 0.05" seed="7"/>
          <feColorMatrix type="saturate" values="0"/><feComponentTransfer>
          <feFuncA type="linear" slope="0.5"/></feComponentTransfer></filter>
        <rect width="${SIDE}" height="${SIDE}" fill="#b4b0a6"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#weave)"/>
        <circle cx="200" cy="200" r="90" fill="#a9a69f"/></svg>`,
    );
    const disc = await maskOf('<circle cx="200" cy="200" r="90" fill="#fff"/>');
    expect(keptShare(clearBackdropBleed(disc, linen), disc)).toBeGreaterThan(0.99);

    const white = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">${SVG_GRAIN}
        <rect width="${SIDE}" height="${SIDE}" fill="#f7f7f5"/>
        <rect width="${SIDE}" height="${SIDE}" filter="url(#grain)"/>
        <circle cx="200" cy="200" r="70" fill="#eeeeee" stroke="#c9c9cc" stroke-width="2"/>
        <path d="M200 130 L150 200 L200 270 L250 200 Z" fill="none" stroke="#d6d6da"/></svg>`,
    );
    const stone = await maskOf('<circle cx="200" cy="200" r="71" fill="#fff"/>');
    expect(keptShare(clearBackdropBleed(stone, white), stone)).toBeGreaterThan(0.99);
  });
});
