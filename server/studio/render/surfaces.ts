// Procedural surfaces for lifestyle scenes: veined marble, silk, linen and oak, each a function
// of normalised coordinates (u across, v down, `aspect` = height / width) returning a colour.
import type { LIFESTYLE_SCENES } from '../../../src/api/catalogue';
import { mix, type Rgb } from './canvas';
import { fbm, valueNoise } from './noise';

export type LifestyleScene = (typeof LIFESTYLE_SCENES)[number]['key'];
export type Surface = (u: number, v: number) => Rgb;

/** `pixels` sets the fineness of threads and pores: about one thread per 3 of them across. */
export function surfaceFor(scene: string, aspect: number, pixels: number): Surface {
  switch (scene as LifestyleScene) {
    case 'silk':
      return silk(aspect);
    case 'linen':
      return linen(aspect, pixels);
    case 'oak':
      return oak(aspect, pixels);
    default:
      return marble(aspect);
  }
}

function marble(aspect: number): Surface {
  return (u, v) => {
    const y = v * aspect;
    const warp = 5 * fbm(u * 2.2, y * 2.2, 5, 11);
    const vein = Math.abs(Math.sin((u * 2.4 + y * 1.3 + warp) * Math.PI));
    const fine = Math.abs(Math.sin((u * 5 - y * 3 + 3 * fbm(u * 4, y * 4, 4, 5)) * Math.PI));
    const cloud = fbm(u * 3, y * 3, 4, 3);
    let colour = mix([246, 244, 240], [226, 223, 218], cloud);
    colour = mix(colour, [168, 163, 156], 0.6 * Math.pow(1 - vein, 7));
    return mix(colour, [196, 192, 186], 0.35 * Math.pow(1 - fine, 12));
  };
}

function silk(aspect: number): Surface {
  return (u, v) => {
    const y = v * aspect;
    const folds = Math.sin(
      u * 7 + 2.2 * Math.sin(y * 2.6 + u * 1.7) + 1.5 * fbm(u * 1.5, y * 1.5, 3, 2),
    );
    // Silk's sheen: a bright, narrow highlight on the crest of each fold.
    const light = 0.9 + 0.07 * folds + 0.08 * Math.pow(Math.max(0, folds), 6);
    const base = mix([242, 235, 224], [222, 210, 192], 0.5 - 0.5 * folds);
    return [base[0] * light, base[1] * light, base[2] * light];
  };
}

function linen(aspect: number, pixels: number): Surface {
  const threads = pixels / 3.2;
  return (u, v) => {
    const y = v * aspect;
    const warp = valueNoise(u * threads, y * threads * 0.08, 21);
    const weft = valueNoise(u * threads * 0.08, y * threads, 22);
    const slub = fbm(u * 6, y * 40, 3, 23);
    const tone = 0.9 + 0.06 * (warp + weft) + 0.05 * slub;
    const base = mix([232, 224, 209], [206, 195, 174], fbm(u * 2, y * 2, 3, 24));
    return [base[0] * tone, base[1] * tone, base[2] * tone];
  };
}

function oak(aspect: number, pixels: number): Surface {
  const pores = pixels / 4;
  return (u, v) => {
    const y = v * aspect;
    const grain = Math.sin((y * 26 + 7 * fbm(u * 1.2, y * 5, 4, 31)) * Math.PI);
    const rings = 0.5 + 0.5 * grain;
    const pore = valueNoise(u * pores * 0.05, y * pores, 33);
    const colour = mix([204, 162, 114], [150, 104, 64], 0.65 * Math.pow(rings, 3) + 0.2 * pore);
    // Planks: a dark seam every so often across the grain.
    const seam = Math.abs(((u * 2.3 + 0.15) % 1) - 0.5) > 0.497 ? 0.55 : 1;
    return [colour[0] * seam, colour[1] * seam, colour[2] * seam];
  };
}
