// The model's texture: the rendered piece (a photo's own pixels, a sketch's strokes as metal), its
// background filled with the metal so edge samples never pick up black. Divided by the material's
// baseColorFactor, so that a viewer's texture x factor gives back the rendered piece's colours:
// the factor is the metal's, raised per channel to the brightest texel, so that nothing clips (a
// pearl, a diamond or a steel case in a photo stays white on a gold piece).
import sharp from 'sharp';
import type { Cutout } from '../../extract/cutout';
import type { Metal } from '../metal';
import { pieceLayer } from '../piece-layer';
import { fitInside } from '../placement';

/** Rows of plain metal under the piece, where the side wall takes its colour from. */
const METAL_ROWS = 8;

export interface ModelTexture {
  width: number;
  height: number;
  /** Rows holding the piece (v of the piece is scaled by pieceRows / height). */
  pieceRows: number;
  /** v of the plain metal rows. */
  metalV: number;
  /** Linear RGBA baseColorFactor: what the texture is divided by. */
  factor: [number, number, number, number];
  /** Linear RGB (0-1), 3 floats per pixel: what the shader multiplies by the factor. */
  linear: Float32Array;
  /** The same texture as JPEG, for the GLB. */
  jpeg: Buffer;
}

export async function modelTexture(
  cutout: Cutout,
  metal: Metal,
  longSide: number,
): Promise<ModelTexture> {
  const side = Math.max(16, Math.min(longSide, Math.max(cutout.width, cutout.height)));
  const placement = fitInside(cutout.width, cutout.height, {
    x: 0,
    y: 0,
    width: side,
    height: side,
  });
  const layer = await pieceLayer(cutout, { ...placement, left: 0, top: 0 }, metal);
  const { width, height: pieceRows, rgba } = layer;
  const height = pieceRows + METAL_ROWS;
  const count = width * height;
  const linear = new Float32Array(count * 3);
  const factor = metalFactor(metal);
  for (let i = 0; i < count; i++) {
    // The metal rows lie past the layer's pixels: plain metal.
    const inPiece = i < width * pieceRows;
    const a = inPiece ? rgba[i * 4 + 3]! / 255 : 0;
    for (let c = 0; c < 3; c++) {
      const own = inPiece ? rgba[i * 4 + c]! * a : 0;
      const value = Math.pow((own + metal.albedo[c]! * (1 - a)) / 255, 2.2);
      linear[i * 3 + c] = value;
      if (value > factor[c]!) factor[c] = value;
    }
  }
  const bytes = new Uint8Array(count * 3);
  for (let i = 0; i < count * 3; i++) {
    const texel = linear[i]! / factor[i % 3]!;
    linear[i] = texel;
    bytes[i] = Math.round(Math.pow(texel, 1 / 2.2) * 255);
  }
  const jpeg = await sharp(bytes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return {
    width,
    height,
    pieceRows,
    metalV: (pieceRows + METAL_ROWS / 2) / height,
    factor,
    linear,
    jpeg,
  };
}

/**
 * The metal's colour as a linear baseColorFactor, brightened so its strongest channel is 1 and
 * softened halfway (square root) towards white. The texture raises it where a texel is brighter.
 */
export function metalFactor(metal: Metal): [number, number, number, number] {
  const linear = metal.albedo.map((c) => Math.pow(c / 255, 2.2));
  const top = Math.max(...linear);
  const [r, g, b] = linear.map((c) => Math.sqrt(c / top));
  return [r!, g!, b!, 1];
}
