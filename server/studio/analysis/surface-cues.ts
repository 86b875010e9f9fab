// What tells a photographed piece from line work on paper besides the lines themselves: colour
// somewhere on the piece, solid shaded areas, a filled body. Pencil and ink draw thin grey
// strokes; metal and stones in a photo are coloured, shaded and solid. (See classifyImageStyle.)
import type { BackgroundModel } from './background-model';
import { pixelHsv } from './colour';
import type { Raster } from './raster';
import { differsFromBackground, strokeMask } from './subject-mask';
import { distanceToUnset } from '../imaging/distance';

export interface SurfaceCues {
  pieceSaturation: number;
  solidShare: number;
  bodyShare: number;
}

/** Inside a region by this many pixels (analysis scale) is "solid", beyond any pencil stroke. */
const SOLID_DEPTH = 2.5;
const BODY_DEPTH = 3;
/** Below this brightest-channel value a pixel's colour is too dark to trust. */
const LIT_VALUE = 0.25;

export function measureSurfaceCues(raster: Raster, background: BackgroundModel): SurfaceCues {
  const differs = differsFromBackground(raster, background);
  const inside = distanceToUnset(differs);
  let area = 0;
  let body = 0;
  const saturations: number[] = [];
  for (let i = 0; i < inside.length; i++) {
    if (!differs.data[i]) continue;
    area++;
    if (inside[i]! >= BODY_DEPTH) body++;
    const { saturation, value } = pixelHsv(raster.rgb, i);
    if (value > LIT_VALUE) saturations.push(saturation);
  }
  saturations.sort((a, b) => a - b);
  const strokes = strokeMask(raster);
  const depth = distanceToUnset(strokes);
  let dark = 0;
  let solid = 0;
  for (let i = 0; i < depth.length; i++) {
    if (!strokes.data[i]) continue;
    dark++;
    if (depth[i]! >= SOLID_DEPTH) solid++;
  }
  return {
    pieceSaturation: saturations.length
      ? saturations[Math.floor(0.9 * (saturations.length - 1))]!
      : 0,
    solidShare: dark ? solid / dark : 0,
    bodyShare: area ? body / area : 0,
  };
}
