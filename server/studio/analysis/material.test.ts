import { describe, expect, it } from 'vitest';
import { readMaterial } from './material';
import { rasterFromRgba } from './raster';

type Rgb = [number, number, number];

/** A piece made of the given colours, each over its share of 100 pixels, with its mask. */
function piece(parts: Array<[Rgb, number]>) {
  const rgba = new Uint8Array(100 * 4);
  let at = 0;
  for (const [colour, count] of parts) {
    for (let k = 0; k < count; k++, at++) rgba.set([...colour, 255], at * 4);
  }
  const raster = rasterFromRgba(rgba, 10, 10);
  return { raster, mask: { width: 10, height: 10, data: new Uint8Array(100).fill(1) } };
}

const sapphire: Rgb = [40, 80, 200];
const steel: Rgb = [170, 172, 175];
const gold: Rgb = [212, 170, 80];
const coolCastSilver: Rgb = [160, 180, 205];
const paleYellow: Rgb = [220, 205, 180];

describe('the metal from the colour of the piece', () => {
  it('reads the metal round a large coloured stone, not the stone', () => {
    const { raster, mask } = piece([
      [sapphire, 75],
      [steel, 25],
    ]);
    expect(readMaterial(raster, mask).material).toBe('Silver');
    const golden = piece([
      [sapphire, 75],
      [gold, 25],
    ]);
    expect(readMaterial(golden.raster, golden.mask).material).toBe('Yellow gold');
  });

  it('reads a white metal tinted blue by a cool light as white: no gold is blue', () => {
    const { raster, mask } = piece([[coolCastSilver, 100]]);
    expect(readMaterial(raster, mask).material).toBe('Silver');
  });

  it('says nothing of a faint warm tint, which a pale gold and a warm-lit silver share', () => {
    const { raster, mask } = piece([[paleYellow, 100]]);
    expect(readMaterial(raster, mask).material).toBe('unknown');
  });

  it('says nothing of two metal colours close in share (two-tone, or a cast between)', () => {
    const { raster, mask } = piece([
      [gold, 45],
      [steel, 55],
    ]);
    expect(readMaterial(raster, mask).material).toBe('unknown');
  });

  it('says nothing when only stones are seen', () => {
    const { raster, mask } = piece([[sapphire, 100]]);
    expect(readMaterial(raster, mask).material).toBe('unknown');
  });
});
