// Sketch to metal: the designer's own strokes rendered as polished metal in the confirmed
// material. The strokes' ink is a height field (blurred, so a stroke is a rounded wire), its
// gradient gives normals, and the studio they reflect plus a key light's highlight give each
// pixel its tone on the metal's colour ramp. The silhouette is the strokes' own.
import { mix, smoothstep, type Rgb } from './canvas';
import { dot, normalise, type Vec3 } from './vec3';

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
/** Steepest slope a stroke's flank takes: a 2 px wire is all flank, and would shade all dark. */
const MAX_SLOPE = 1.4;
const RAMP_STEPS = 256;
const GOLD_BODY_TONE = 0.55;
const WHITE_BODY_TONE = 0.85;
/** A body colour whose channels spread less than this is a white metal's. */
const WHITE_METAL_HUE = 24;

/**
 * Shades `alpha` (0-255 ink coverage, placed size) as `metal` into RGBA. `height` is the blurred
 * coverage (0-1), whose slope tilts the normals; `relief` scales that slope.
 *
 * Polished metal has no colour of its own to light: it shows what it reflects. The studio around
 * the piece is a soft box overhead, white cards in front and a darker floor, so a face turned to
 * the camera is bright gold, a crest turned up catches the box, a flank turned down goes deep,
 * and the key light adds its sharp highlight. That brightness picks a colour on the metal's ramp.
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
  const ramp = toneRamp(metal);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alpha[i]!;
      if (a === 0) continue;
      const left = height[x > 0 ? i - 1 : i]!;
      const right = height[x < width - 1 ? i + 1 : i]!;
      const up = height[y > 0 ? i - width : i]!;
      const down = height[y < rows - 1 ? i + width : i]!;
      let sx = (left - right) * relief;
      let sy = (up - down) * relief;
      const slope = Math.hypot(sx, sy);
      if (slope > MAX_SLOPE) {
        sx *= MAX_SLOPE / slope;
        sy *= MAX_SLOPE / slope;
      }
      const normal = normalise([sx, sy, 1]);
      const specular = Math.pow(Math.max(0, dot(normal, HALF_VECTOR)), 28);
      const tone = reflectedStudio(normal) + 0.55 * specular;
      const colour = ramp[Math.min(RAMP_STEPS - 1, Math.round(tone * (RAMP_STEPS - 1)))]!;
      const pixel = i * 4;
      out[pixel] = colour[0];
      out[pixel + 1] = colour[1];
      out[pixel + 2] = colour[2];
      out[pixel + 3] = a;
    }
  }
  return out;
}

/**
 * Brightness (0-1) of the studio seen in a mirror surface of this normal by a viewer straight in
 * front. Image y runs down, so a reflected ray with negative y looks up into the soft box.
 */
export function reflectedStudio(normal: Vec3): number {
  // The viewer's ray [0, 0, 1] mirrored about the normal.
  const rx = 2 * normal[2] * normal[0];
  const ry = 2 * normal[2] * normal[1];
  const rz = 2 * normal[2] * normal[2] - 1;
  const sky = 0.62 - 0.4 * Math.max(-1, Math.min(1, ry));
  // Rays that graze off to the sides see the studio's dark walls rather than its cards.
  const walls = 0.55 + 0.45 * Math.max(0, rz) - 0.1 * Math.abs(rx);
  return Math.max(0, Math.min(1, sky * walls));
}

/**
 * The metal's colours from its deepest reflection to its highlight: a saturated dark of its own
 * hue, its body colour at mid tone, its highlight colour at the top. Gold stays gold in shadow
 * (brown, not grey) and pales towards its highlight, as it photographs.
 */
/**
 * Where on the tone ramp a metal shows its body colour (a face turned to the camera sits near
 * 0.6). A white metal (its body colour near grey) sits higher, so its faces show darker than its
 * body colour: with no hue to part it from a white backdrop, a studio flags it with dark cards.
 */
function bodyToneOf(metal: Metal): number {
  const hue = Math.max(...metal.albedo) - Math.min(...metal.albedo);
  return hue < WHITE_METAL_HUE ? WHITE_BODY_TONE : GOLD_BODY_TONE;
}

function toneRamp(metal: Metal): Rgb[] {
  const bodyTone = bodyToneOf(metal);
  const peak = Math.max(...metal.albedo);
  const deepen = (c: number) => 0.26 * c * Math.sqrt(c / peak);
  const deep: Rgb = [deepen(metal.albedo[0]), deepen(metal.albedo[1]), deepen(metal.albedo[2])];
  const ramp: Rgb[] = [];
  for (let step = 0; step < RAMP_STEPS; step++) {
    const t = step / (RAMP_STEPS - 1);
    const colour =
      t < bodyTone
        ? mix(deep, metal.albedo, smoothstep(0, 1, t / bodyTone))
        : mix(metal.albedo, metal.highlight, (t - bodyTone) / (1 - bodyTone));
    ramp.push([Math.round(colour[0]), Math.round(colour[1]), Math.round(colour[2])]);
  }
  return ramp;
}
