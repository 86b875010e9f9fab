// What tells a photographed piece from line work on paper besides the lines themselves: colour
// somewhere on the piece, solid shaded areas, a filled body. Pencil and ink draw thin grey
// strokes; metal and stones in a photo are coloured, shaded and solid. (See classifyImageStyle.)
import type { BackgroundModel } from './background-model';
import { pixelHsv } from './colour';
import type { Raster } from './raster';
import { differsFromBackground, strokeMask } from './subject-mask';
import { distanceToUnset } from '../imaging/distance';
import type { Mask } from '../imaging/mask';

export interface SurfaceCues {
  pieceSaturation: number;
  solidShare: number;
  bodyShare: number;
}

export interface SurfaceCueParams {
  /** Inside a region by this many pixels (analysis scale) is "solid", beyond any pencil stroke. */
  solidDepth: number;
  /** Inside the piece by this many pixels is its body, not a line drawn round it. */
  bodyDepth: number;
  /** Below this brightest-channel value a pixel's colour is too dark to trust. */
  litValue: number;
  /** The piece's colour: this percentile of its lit pixels' saturation (an accent counts). */
  saturationPercentile: number;
}

export const SURFACE_CUES: SurfaceCueParams = {
  solidDepth: 2.5,
  bodyDepth: 3,
  litValue: 0.25,
  saturationPercentile: 0.9,
};

/**
 * `texture` (see measureLinePolarity): where thin lines pack the neighbourhood. Pencil tone there
 * is drawn, so it counts as neither a solid area nor a body.
 */
export function measureSurfaceCues(
  raster: Raster,
  background: BackgroundModel,
  texture: Mask,
  params: SurfaceCueParams = SURFACE_CUES,
): SurfaceCues {
  const differs = differsFromBackground(raster, background);
  const inside = distanceToUnset(differs);
  let area = 0;
  let body = 0;
  const saturations: number[] = [];
  for (let i = 0; i < inside.length; i++) {
    if (!differs.data[i]) continue;
    area++;
    if (inside[i]! >= params.bodyDepth && !texture.data[i]) body++;
    const { saturation, value } = pixelHsv(raster.rgb, i);
    if (value > params.litValue) saturations.push(saturation);
  }
  saturations.sort((a, b) => a - b);
  const strokes = strokeMask(raster);
  const depth = distanceToUnset(strokes);
  let dark = 0;
  let solid = 0;
  for (let i = 0; i < depth.length; i++) {
    if (!strokes.data[i]) continue;
    dark++;
    if (depth[i]! >= params.solidDepth && !texture.data[i]) solid++;
  }
  return {
    pieceSaturation: saturations.length
      ? saturations[Math.floor(params.saturationPercentile * (saturations.length - 1))]!
      : 0,
    solidShare: dark ? solid / dark : 0,
    bodyShare: area ? body / area : 0,
  };
}
