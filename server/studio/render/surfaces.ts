// Procedural surfaces for lifestyle scenes: veined marble, silk, linen and oak, each a function
// of normalised coordinates (u across, v down, `aspect` = height / width) returning a colour.
import type { LIFESTYLE_SCENES } from '../../../src/api/catalogue';
import { mix, smoothstep, type Rgb } from './canvas';
import { fbm, valueNoise } from './noise';
import { SampledGrid } from './sampled-field';

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
      return marble(aspect, pixels);
  }
}

/**
 * Calacatta-like marble: a soft, cloudy white ground crossed on a diagonal by a few long veins that
 * meander, swell and thin, with fainter branching veins and hairlines between them. A vein is where
 * a domain-warped noise field stretched along the stone's flow crosses its middle value (one
 * isoline, not a stack of them, which reads as a contour map), drawn at a width in pixels measured
 * with the field's gradient, so it stays a vein where the field is flat instead of a grey blot.
 */
function marble(aspect: number, pixels: number): Surface {
  const width = pixels;
  const height = pixels * aspect;
  const scale = pixels / 900;
  const grid = new SampledGrid(width, height, Math.max(2, 4 * scale));
  // The stone's flow: everything is bent by a smooth warp, then stretched along a diagonal; the
  // veins, the hairlines between them and the clouds all follow it.
  const [main, branch, hairline, cloud] = grid.sampleEach(4, (x, y, out) => {
    const s = x / width;
    const t = y / width;
    const ws = s + 0.35 * (fbm(s * 1.6, t * 1.6, 4, 41) - 0.5);
    const wt = t + 0.35 * (fbm(s * 1.6 + 5.2, t * 1.6 + 1.3, 4, 42) - 0.5);
    const along = ws * 0.82 - wt * 0.57;
    const across = ws * 0.57 + wt * 0.82;
    out[0] = fbm(along * 0.7, across * 3, 5, 43);
    out[1] = fbm(along * 1.2 + 3.1, across * 5, 4, 47);
    out[2] = fbm(along * 2 + 1.7, across * 8, 4, 51);
    out[3] = fbm(along * 1.2, across * 2.6, 4, 49);
  });
  const [swell, presence, strength, breaks] = grid.sampleEach(4, (x, y, out) => {
    const s = x / width;
    const t = y / width;
    out[0] = fbm(s * 2.5, t * 2.5, 2, 44); // veins swell and thin
    out[1] = fbm(s * 1.3 + 7.7, t * 1.3, 2, 48); // branching veins only in parts of the slab
    out[2] = fbm(s * 3.3 + 2.4, t * 3.3, 3, 53); // along their length veins strengthen and fade
    out[3] = fbm(s * 5.5 + 1.1, t * 5.5, 3, 57); // fine veins start and stop, never closing a loop
  });
  return (u, v) => {
    grid.moveTo(u, v);
    const thickness = swell!.value();
    const mainWidth = scale * (0.8 + 9 * thickness * thickness);
    const mainDistance = main!.pixelsFrom(0.5);
    const along = Math.min(1, Math.max(0.25, strength!.value() * 2.4 - 0.6));
    const core = coverage(mainDistance, mainWidth) * along;
    const halo = Math.exp(-((mainDistance / (mainWidth * 5 + 10 * scale)) ** 2)) * along;
    const present = Math.min(1, Math.max(0, presence!.value() * 3 - 1));
    const broken = smoothstep(0.42, 0.58, breaks!.value());
    const branchDistance = branch!.pixelsFrom(0.5);
    const branchWidth = scale * (0.4 + 1.6 * thickness);
    const fine =
      (0.8 * coverage(branchDistance, branchWidth) +
        0.2 * Math.exp(-((branchDistance / (branchWidth * 6 + 4 * scale)) ** 2))) *
      present *
      broken;
    const hair = coverage(hairline!.pixelsFrom(0.5), 0.4 * scale) * (1 - present) * broken;
    const clouded = cloud!.value() ** 2;
    const colour: [number, number, number] = [
      249 - 23 * clouded,
      247 - 24 * clouded,
      243 - 25 * clouded,
    ];
    tint(colour, STONE_HALO, 0.6 * halo);
    tint(colour, STONE_HAIRLINE, 0.6 * hair);
    tint(colour, STONE_BRANCH, 0.75 * fine);
    // Thick veins run warmer, towards the gold-grey of Calacatta.
    const veinWeight = 0.9 * core;
    colour[0] += (116 + 36 * thickness - colour[0]) * veinWeight;
    colour[1] += (110 + 28 * thickness - colour[1]) * veinWeight;
    colour[2] += (103 + 11 * thickness - colour[2]) * veinWeight;
    return colour;
  };
}

const STONE_HALO: Rgb = [214, 209, 201];
const STONE_HAIRLINE: Rgb = [206, 201, 194];
const STONE_BRANCH: Rgb = [168, 162, 153];

/** Moves `colour` a share `t` of the way towards `target`, in place (a pixel loop's mix). */
function tint(colour: [number, number, number], target: Rgb, t: number): void {
  colour[0] += (target[0] - colour[0]) * t;
  colour[1] += (target[1] - colour[1]) * t;
  colour[2] += (target[2] - colour[2]) * t;
}

/** How much of a pixel at `distance` pixels from a line's centre the line covers (anti-aliased). */
function coverage(distance: number, halfWidth: number): number {
  return Math.min(1, Math.max(0, halfWidth + 0.5 - distance));
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

/**
 * A flat-sawn oak board, its grain running across the frame: growth rings as long bands that
 * wander and converge, each pale earlywood fading into a darker latewood edge that ends sharply
 * (a sawtooth, not a sine, which reads as painted stripes), with fine pore streaks along the
 * grain and one seam to the next board, parallel to the grain as boards are laid, near the foot.
 */
function oak(aspect: number, pixels: number): Surface {
  const pores = pixels / 4;
  const seamV = 0.86;
  return (u, v) => {
    const y = v * aspect;
    const board = v > seamV ? 1 : 0;
    // Rings across the board: spacing varies (the tree grew faster some years) and a slow warp
    // lets the bands drift and converge over the width without turning into waves.
    const drift = 2.2 * fbm(u * 0.45 + board * 3, y * 1.1, 3, 31) + 0.35 * u;
    const ring = y * 8 + drift + board * 0.37;
    const phase = ring - Math.floor(ring);
    // Earlywood darkens slowly into latewood, which ends at a crisp line.
    const late = Math.pow(phase, 2.5) * (1 - smoothstep(0.95, 1, phase));
    const along = ring / 8;
    const streak = valueNoise(u * pores * 0.02, along * pores * 0.9, 33);
    const pore = Math.max(0, streak - 0.6) * 2.5;
    const fibre = fbm(u * 4, along * 320, 2, 34);
    const tone = fbm(u * 1.2 + board * 5, y * 1.2, 2, 35);
    const t = Math.min(1, 0.5 * late + 0.3 * pore + 0.16 * fibre + 0.2 * tone);
    const colour: [number, number, number] = [142 - 56 * t, 99 - 47 * t, 62 - 33 * t];
    // The seam: a dark gap with the next board's edge catching the light below it.
    const gap = Math.abs(v - seamV) * aspect * pixels;
    const shade = gap < 1.2 ? 0.45 : v > seamV && gap < 3 ? 1.08 : 1;
    return [colour[0] * shade, colour[1] * shade, colour[2] * shade];
  };
}
