// The model's texture times its baseColorFactor must give back the rendered piece: a photo's own
// colours, whites included, whatever metal was confirmed.
import { describe, expect, it } from 'vitest';
import type { Cutout } from '../../extract/cutout';
import { cutoutFromRgba } from '../../testing/synthetic-cutout';
import { metalFor } from '../metal';
import { metalFactor, modelTexture } from './texture';

const SIDE = 64;

/** A photo's square piece: a gold frame around a white pearl-like centre. */
function framedPearl(): Cutout {
  const rgba = new Uint8Array(SIDE * SIDE * 4);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = (y * SIDE + x) * 4;
      const inner = Math.max(Math.abs(x - SIDE / 2), Math.abs(y - SIDE / 2)) < SIDE / 4;
      rgba.set(inner ? [250, 248, 244, 255] : [200, 150, 60, 255], i);
    }
  }
  return cutoutFromRgba(SIDE, SIDE, rgba);
}

/** texture x factor at (x, y), back in sRGB 0-255. */
function shown(texture: Awaited<ReturnType<typeof modelTexture>>, x: number, y: number): number[] {
  const i = (y * texture.width + x) * 3;
  return [0, 1, 2].map((c) =>
    Math.round(255 * Math.pow(texture.linear[i + c]! * texture.factor[c]!, 1 / 2.2)),
  );
}

describe('the 3D model texture', () => {
  it("keeps a photo's white on a yellow-gold piece, raising the factor rather than clipping", async () => {
    const metal = metalFor('Yellow gold');
    const texture = await modelTexture(framedPearl(), metal, SIDE);
    const middle = Math.floor(texture.width / 2);
    const [r, g, b] = shown(texture, middle, Math.floor(texture.pieceRows / 2));
    expect(Math.abs(r! - 250)).toBeLessThanOrEqual(1);
    expect(Math.abs(g! - 248)).toBeLessThanOrEqual(1);
    expect(Math.abs(b! - 244)).toBeLessThanOrEqual(1);
    const [fr, fg, fb] = shown(texture, 6, 6);
    expect([fr, fg, fb]).toEqual([200, 150, 60]);
    for (let c = 0; c < 3; c++) {
      expect(texture.factor[c]).toBeGreaterThanOrEqual(metalFactor(metal)[c]!);
      expect(texture.factor[c]).toBeLessThanOrEqual(1);
    }
    for (const value of texture.linear) expect(value).toBeLessThanOrEqual(1);
    // The plain metal rows under the piece are the metal itself.
    const row = Math.floor(texture.metalV * texture.height);
    expect(shown(texture, middle, row)).toEqual([...metal.albedo]);
  });

  it("keeps the metal's colour in the factor when nothing in the piece is brighter", async () => {
    const metal = metalFor('Rose gold');
    const cutout = framedPearl();
    for (let i = 0; i < cutout.rgba.length; i += 4) cutout.rgba.set(metal.albedo, i);
    const texture = await modelTexture(cutout, metal, SIDE);
    expect(texture.factor).toEqual(metalFactor(metal));
  });
});
