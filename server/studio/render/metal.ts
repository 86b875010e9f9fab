// Sketch to metal: the designer's own strokes rendered as polished metal in the confirmed
// material. The strokes' ink is a height field (blurred, so a stroke is a rounded wire), its
// gradient gives normals, and a studio light rig gives diffuse shading, a soft environment
// band and sharp specular highlights. The silhouette is the strokes' own.
import type { Rgb } from './canvas';
import { dot, normalise } from './vec3';

export interface Metal {
  name: string;
  /** Base reflectance colour, 0-255. */
  albedo: Rgb;
  /** Colour of highlights: tinted for gold, neutral for white metals. */
  highlight: Rgb;
}

const METALS: Record<string, Metal> = {
  yellowGold: { name: 'yellow gold', albedo: [214, 166, 72], highlight: [255, 236, 190] },
  roseGold: { name: 'rose gold', albedo: [206, 134, 110], highlight: [255, 222, 205] },
  whiteGold: { name: 'white gold', albedo: [196, 196, 198], highlight: [255, 255, 255] },
  silver: { name: 'silver', albedo: [190, 192, 196], highlight: [255, 255, 255] },
  platinum: { name: 'platinum', albedo: [176, 178, 182], highlight: [250, 250, 255] },
};

/** The metal a material name asks for; yellow gold when none is recognised. */
export function metalFor(material: string | null | undefined): Metal {
  const text = (material ?? '').toLowerCase();
  if (text.includes('rose') || text.includes('pink gold')) return METALS.roseGold!;
  if (text.includes('white gold')) return METALS.whiteGold!;
  if (text.includes('platinum')) return METALS.platinum!;
  if (text.includes('silver') || text.includes('steel') || text.includes('titanium')) {
    return METALS.silver!;
  }
  return METALS.yellowGold!;
}

// Studio key light from the upper left, slightly in front; the viewer looks straight on.
const LIGHT = normalise([-0.45, -0.55, 0.7]);
const HALF_VECTOR = normalise([LIGHT[0], LIGHT[1], LIGHT[2] + 1]);

/**
 * Shades `alpha` (0-255 ink coverage, placed size) as `metal` into RGBA. `height` is the blurred
 * coverage (0-1), whose slope tilts the normals; `relief` scales that slope.
 */
export function shadeMetal(
  alpha: Uint8Array,
  height: Float32Array,
  width: number,
  rows: number,
  metal: Metal,
  relief: number,
): Uint8Array {
  const out = new Uint8Array(width * rows * 4);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alpha[i]!;
      if (a === 0) continue;
      const left = height[x > 0 ? i - 1 : i]!;
      const right = height[x < width - 1 ? i + 1 : i]!;
      const up = height[y > 0 ? i - width : i]!;
      const down = height[y < rows - 1 ? i + width : i]!;
      const normal = normalise([(left - right) * relief, (up - down) * relief, 1]);
      const diffuse = Math.max(0, dot(normal, LIGHT));
      const specular = Math.pow(Math.max(0, dot(normal, HALF_VECTOR)), 28);
      // A soft box overhead reflected in the metal: brighter where the surface faces up.
      const environment = 0.5 + 0.5 * Math.max(-1, Math.min(1, -normal[1] * 1.6));
      // Deep shadows at the wire's flanks and a bright crest: polished metal is mostly contrast.
      const tone = 0.12 + 0.6 * diffuse * diffuse + 0.28 * environment;
      const pixel = i * 4;
      for (let c = 0; c < 3; c++) {
        const base = metal.albedo[c]! * tone;
        out[pixel + c] = clamp(base * (1 - specular) + metal.highlight[c]! * specular * 1.1);
      }
      out[pixel + 3] = a;
    }
  }
  return out;
}

function clamp(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}
