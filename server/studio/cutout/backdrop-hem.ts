// The prior at 320 px hems a fine chain or wire in a band of the backdrop several pixels wide, on
// both sides once its middle is cleared (see-through.ts). That band differs from the backdrop
// around it only by the chain's blur and the file's ringing: a few levels, a small share of the
// contrast the chain beside it has. backdropBleed leaves it, since the blur and ringing are not
// the backdrop's grain; grown from the backdrop through such pixels, near the outline only, it
// goes here. A pale prong beside a dark stone is more than 20 levels off the backdrop: kept.
import { meanColourWhere } from '../imaging/box-filter';
import { changeInPieceWindow } from '../imaging/crop';
import { cv, matOf, withMats } from '../imaging/cv';
import { growFromSeeds } from '../imaging/grow';
import { invertMask, type Mask, maskDataWhere } from '../imaging/mask';
import { dilate, opening } from '../imaging/morphology';
import type { RgbImage } from './salient-prior';

export interface BackdropHemParams {
  /** A hem pixel's contrast with the backdrop is at most this share of the piece's nearby... */
  contrastShare: number;
  /** ...and at most this many levels (largest channel): a blur's tail, not a pale metal. */
  maxContrast: number;
  /** The piece's strongest contrast is read this far around (share of the long side). */
  pieceRadius: number;
  /** A hem lies this close to the backdrop (share of the long side): a body's inside is never entered. */
  band: number;
  /** The backdrop's colour is averaged over this radius (share of the long side), as in backdropBleed. */
  colourRadius: number;
  /** A hem is at least this wide (pixels at the working size): no single pixels picked off. */
  minHalfWidth: number;
}

export const BACKDROP_HEM: BackdropHemParams = {
  contrastShare: 0.2,
  maxContrast: 20,
  pieceRadius: 0.01,
  band: 0.008,
  colourRadius: 0.04,
  minHalfWidth: 1,
};

/** Clears from `piece` the backdrop hemming it: faint, near the outline, beside a far stronger piece. */
export function clearBackdropHem(
  piece: Mask,
  image: RgbImage,
  params: BackdropHemParams = BACKDROP_HEM,
): Mask {
  // It reads no further than the backdrop's colour radius from the piece: work in that window.
  const long = Math.max(piece.width, piece.height);
  const margin = Math.max(3, Math.round(params.colourRadius * long));
  return changeInPieceWindow(piece, image, margin, (inWindow, imageInWindow) =>
    hemCleared(inWindow, imageInWindow, long, params),
  );
}

/** The piece in a window with its hem cleared, or null when it has none. */
function hemCleared(
  piece: Mask,
  image: RgbImage,
  long: number,
  params: BackdropHemParams,
): Uint8Array | null {
  const { width, height, data } = piece;
  const open = invertMask(piece);
  const near = dilate(open, Math.max(1, Math.round(params.band * long)));
  const ground = meanColourWhere(
    image,
    open.data,
    Math.max(3, Math.round(params.colourRadius * long)),
  ).mean;
  const contrast = new Float32Array(width * height);
  for (let i = 0; i < contrast.length; i++) {
    if (!data[i]) continue;
    let d = 0;
    for (let c = 0; c < 3; c++)
      d = Math.max(d, Math.abs(image.rgb[i * 3 + c]! - ground[i * 3 + c]!));
    contrast[i] = d;
  }
  const strongest = maxFilter(
    contrast,
    width,
    height,
    Math.max(1, Math.round(params.pieceRadius * long)),
  );
  const faint = (j: number) =>
    contrast[j]! <= Math.min(params.maxContrast, params.contrastShare * strongest[j]!);
  const origin = growFromSeeds(
    width,
    height,
    (i) => open.data[i] === 1,
    (j) => data[j] === 1 && near.data[j] === 1 && faint(j),
  );
  const grown: Mask = {
    width,
    height,
    data: maskDataWhere(origin.length, (i) => origin[i]! > 0 && data[i] === 1),
  };
  const hem = opening(grown, params.minHalfWidth);
  let changed = false;
  const out = new Uint8Array(data);
  for (let i = 0; i < out.length; i++) {
    if (hem.data[i] && grown.data[i]) {
      out[i] = 0;
      changed = true;
    }
  }
  return changed ? out : null;
}

/** The largest value within a square window of `radius` about each pixel (a grey dilation). */
function maxFilter(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  return withMats((keep) => {
    const source = keep(matOf(values, width, height));
    const result = keep(new cv.Mat());
    const side = 2 * radius + 1;
    const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(side, side)));
    cv.dilate(source, result, kernel);
    return new Float32Array(result.data32F);
  });
}
