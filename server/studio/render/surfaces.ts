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

/**
 * Calacatta-like marble: a soft, cloudy white ground crossed by a few long veins that meander,
 * swell and thin, with fainter branching veins between them. A vein is where a domain-warped,
 * low-frequency noise field crosses its middle value (one isoline, not a stack of them), so the
 * veins wander and fork like stone instead of lying in parallel bands like contour lines.
 */
function marble(aspect: number): Surface {
  return (u, v) => {
    const y = v * aspect;
    // The stone's flow: everything is bent by a smooth warp.
    const wx = u + 0.6 * (fbm(u * 1.7, y * 1.7, 4, 41) - 0.5);
    const wy = y + 0.6 * (fbm(u * 1.7 + 5.2, y * 1.7 + 1.3, 4, 42) - 0.5);
    // Main veins, drifting on a diagonal; their width swells and thins along their length.
    const main = fbm(wx * 1.4 + wy * 0.7, wy * 1.2 - wx * 0.5, 5, 43) - 0.5;
    const width = 0.005 + 0.014 * fbm(u * 2.5, y * 2.5, 2, 44);
    const core = Math.exp(-((main / width) ** 2));
    const halo = Math.exp(-((main / (width * 5)) ** 2));
    // Secondary veins: finer, fainter, only in some regions of the slab.
    const second = fbm(wx * 3.2 - wy * 1.1, wy * 3.4 + wx * 0.8, 4, 47) - 0.5;
    const present = Math.max(0, fbm(u * 1.3, y * 1.3, 2, 48) * 2 - 0.9);
    const fine = Math.exp(-((second / 0.005) ** 2)) * present;
    const cloud = fbm(u * 2.2, y * 2.2, 5, 49);
    let colour = mix([247, 245, 241], [229, 226, 221], cloud);
    colour = mix(colour, [214, 209, 201], 0.35 * halo);
    colour = mix(colour, [200, 195, 187], 0.55 * fine);
    return mix(colour, [138, 132, 124], 0.8 * core);
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
