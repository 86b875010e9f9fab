// Model shot: the piece worn in a drawn, elegant body context chosen by its type (a hand for a
// ring, a neckline, an ear, a wrist), in one of three skin tones, at true scale: the body part's
// real width fixes millimetres per pixel, and the piece's typical real size fixes its scale.
import {
  isJewelryType,
  MODEL_SHOT_BODY_CONTEXT,
  MODEL_SHOT_SCENES,
  type JewelryType,
} from '../../../src/api/catalogue';
import { bodyNormals, sampleField } from './body-relief';
import { bodyShape, type BodyShape, type DistanceField } from './body-shapes';
import { turnedClockwise, type Cutout } from '../extract/cutout';
import {
  addGrain,
  placePiece,
  coverAt,
  createCanvas,
  hexToRgb,
  luma,
  mix,
  type Rgb,
} from './canvas';
import { hairTone } from './hair';
import { behindTheLimb, hideBehind } from './behind-the-limb';
import { behindTheLoop } from './loop-round-the-limb';
import { placementFidelity } from './fidelity';
import { pieceLayer } from './piece-layer';
import { drawNeckChain, hangingPoints, type NeckChainOptions } from './neck-chain';
import { oneOfPair } from './one-of-pair';
import { placeAt, type Placement } from './placement';
import type { SceneInput, SceneOutput } from './scene-render';
import { castShadow } from './shadows';
import { lifestyleSize } from './lifestyle';
import { dot, normalise, type Vec3 } from './vec3';
import { distanceToUnset } from '../imaging/distance';
import { maskArea } from '../imaging/mask';

/**
 * Typical real size of the piece's long side, in millimetres, by type (an earring's: a drop; a
 * watch is sized by its case instead).
 */
export const TYPICAL_PIECE_MM: Record<Exclude<JewelryType, 'watch'>, number> = {
  ring: 22,
  necklace: 150,
  earring: 40,
  bracelet: 70,
};
/** A stud's long side, in millimetres. */
const STUD_MM = 12;
/** The widest round a watch's case holds (its dial and bezel), in millimetres. */
const WATCH_CASE_MM = 36;
/** A pendant's (a necklace hung from one point, its chain not drawn), in millimetres. */
const PENDANT_MM = 35;
/**
 * An earring this compact (its share of its box times its short side over its long side) is a
 * stud; one at most DROP_COMPACTNESS is a drop or a hoop, and sizes run between the two.
 */
const STUD_COMPACTNESS = 0.6;
const DROP_COMPACTNESS = 0.3;

/** The piece's long side is at least this share of the frame's width (see the zoom below). */
const MIN_PIECE_SHARE = 0.3;

/** Where the piece may go on the body seen through the camera (placeOnBody). */
const ON_BODY = {
  /** The piece fits within this share of the frame each way: never cropped, never at the edge. */
  fit: 0.92,
  /** Its centre keeps at least half its size plus this share of the frame from each edge. */
  margin: 0.04,
  /** A hanging piece's top is above the piercing by at most this (a drop's hook), in mm. */
  hookMm: 9,
};

/** The piece's shadow on the skin: close under it (it lies on the body), soft and faint. */
const ON_SKIN_SHADOW = {
  /** Offset down and to the right, as shares of the frame's width. */
  offsetX: 0.006,
  offsetY: 0.01,
  /** Softness, as a share of the frame's width. */
  sigma: 0.006,
  strength: 0.35,
};

export interface ModelShotInput extends SceneInput {
  /** The design's type; anything else (none, an unknown word) is worn as the spec's fallback. */
  jewelryType: JewelryType | string | null | undefined;
  /**
   * The piece is a drawing made solid in the confirmed metal (it comes in with a photo's style):
   * the neck chain takes that metal, as it does for a sketch's strokes.
   */
  drawn?: boolean;
}

/** The type a piece without a known one is worn as: the spec's fallback, as in the analysis. */
export const FALLBACK_TYPE: JewelryType = 'ring';

export async function renderModelShot(input: ModelShotInput): Promise<SceneOutput> {
  const { cutout, metal, sceneKey, longSide } = input;
  const jewelryType = isJewelryType(input.jewelryType) ? input.jewelryType : FALLBACK_TYPE;
  const { width, height } = lifestyleSize(longSide);
  const scene =
    MODEL_SHOT_SCENES.find((candidate) => candidate.key === sceneKey) ?? MODEL_SHOT_SCENES[0];
  const light = hexToRgb(scene.swatch[0]);
  const shadow = hexToRgb(scene.swatch[1]);
  const body = bodyShape(MODEL_SHOT_BODY_CONTEXT[jewelryType], width, height);
  // A pair of earrings is worn one to the ear (of a sheet of motifs, the cut-out already holds the
  // chosen one); a bracelet goes round the wrist, across the arm.
  const motif = jewelryType === 'earring' ? oneOfPair(cutout) : cutout;
  const worn =
    jewelryType === 'bracelet' && body.inFront && liesAlong(motif, body.inFront.axis)
      ? turnedClockwise(motif)
      : motif;
  // A small piece at true scale is a few pixels wide: the camera moves in on the body instead,
  // so body and piece grow together and the scale stays true (as far as the body stays in view).
  const trueLongSide = typicalMillimetres(jewelryType, worn) * body.pixelsPerMm;
  const zoom = Math.min(
    body.maxZoom ?? Infinity,
    Math.max(1, (MIN_PIECE_SHARE * width) / trueLongSide),
  );
  // Zooming in keeps the focus point still; the anchor moves away from it with the zoom.
  const { x: ax, y: ay } = body.focus ?? body.anchor;
  const seen = (point: { x: number; y: number }) => ({
    x: ax + (point.x - ax) * zoom,
    y: ay + (point.y - ay) * zoom,
  });
  const anchor = seen(body.anchor);
  // A field of the body seen through the camera: drawn coordinates and distances scaled by the zoom.
  const zoomed =
    (field: DistanceField): DistanceField =>
    (x, y) =>
      field(ax + (x - ax) / zoom, ay + (y - ay) / zoom) * zoom;
  const canvas = createCanvas(width, height);
  // Pale skin would melt into a pale backdrop: the paler the skin, the deeper the backdrop.
  const paleness = Math.min(1, Math.max(0, (luma(light) - 190) / 40));
  const backdrop: Rgb = mix(mix([236, 230, 222], [176, 166, 156], 0.4 * paleness), shadow, 0.12);
  const soft = 0.006 * width;
  // Forms on the body (an ear, its hollows), sampled like the body: a groove's field is dozens of
  // segments, too many to evaluate at every pixel and again for its slope.
  const sampled = (forms: DistanceField[] = []) =>
    forms.map((form) => sampleField(zoomed(form), width, height));
  const hollows = sampled(body.hollows);
  const raised = sampled(body.raised);
  const skin = litSkin(light, shadow);
  const raisedDepth = 0.035 * width * Math.min(zoom, 2.5);
  const hairDistance = body.hair ? zoomed(body.hair) : null;
  const crown = seen(body.hairCrown ?? body.anchor);
  const nails = body.nails ? sampleField(zoomed(body.nails), width, height) : null;
  const nail = nailed(light, shadow, soft);
  const step = Math.max(1, Math.round(0.002 * width));
  // A sampled form's slope at pixel n (x, y), across `step` pixels either side.
  const slope = (form: Float32Array, n: number, x: number, y: number): [number, number] => {
    const [left, right] = [Math.max(0, x - step), Math.min(width - 1, x + step)];
    const [up, down] = [Math.max(0, y - step), Math.min(height - 1, y + step)];
    return [
      (form[n - x + right]! - form[n - x + left]!) / (right - left),
      (form[n + (down - y) * width]! - form[n + (up - y) * width]!) / (down - up),
    ];
  };
  // The body's distance at every pixel, and its surface's normals.
  const field = sampleField(zoomed(body.distance), width, height);
  const normals = bodyNormals(
    field,
    width,
    height,
    0.09 * width * Math.min(zoom, 2.5),
    body.relief && sampleField(zoomed(body.relief), width, height),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      const back = mix(
        backdrop,
        mix(backdrop, [120, 112, 104], 0.5),
        Math.hypot(u - 0.4, v - 0.3) * 0.8,
      );
      const d = field[y * width + x]!;
      const coverage = coverAt(d, soft);
      let colour: Rgb = back;
      // How much of a raised form (an ear) is here: hair is swept behind it.
      let raisedCover = 0;
      if (coverage > 0) {
        const n = y * width + x;
        const normal: Vec3 = [normals[n * 3]!, normals[n * 3 + 1]!, normals[n * 3 + 2]!];
        let tone = skin(normal, u, v);
        if (nails) tone = nail(tone, nails[n]!, normal);
        for (const form of raised) {
          const r = form[n]!;
          const reach = 0.03 * width;
          if (r >= reach) continue;
          // Its contact shadow on the body, then the form itself, rounded on its own.
          tone = mix(tone, mix(shadow, [40, 25, 20], 0.4), 0.3 * Math.max(0, 1 - r / reach) ** 2);
          const on = coverAt(r, soft);
          if (on <= 0) continue;
          raisedCover = Math.max(raisedCover, on * coverage);
          const [rx, ry] = slope(form, n, x, y);
          tone = mix(tone, skin(roundedNormal(r, rx, ry, raisedDepth, soft * 3), u, v), on);
        }
        for (const hollow of hollows) {
          const h = hollow[n]!;
          if (h >= soft * 4) continue;
          // A hollow: in shadow at its back, light catching its far rim.
          const [hx, hy] = slope(hollow, n, x, y);
          const depth = coverAt(h, soft * 4);
          const rim = Math.max(0, hx * 0.6 + hy * 0.7);
          tone = mix(tone, mix(shadow, [50, 30, 25], 0.35), 0.55 * depth * (1 - rim));
        }
        colour = mix(back, tone, coverage);
      }
      if (hairDistance) {
        const hd = hairDistance(x, y);
        const cover = coverAt(hd, soft * 2) * (1 - raisedCover);
        if (cover > 0) {
          colour = mix(colour, hairTone(x, y, -hd, crown, width * zoom), cover);
        }
      }
      canvas.rgb[i] = colour[0];
      canvas.rgb[i + 1] = colour[1];
      canvas.rgb[i + 2] = colour[2];
    }
  }
  addGrain(canvas, 1.5, 9);

  const placement = placeOnBody(worn, body, {
    anchor,
    zoom,
    longSide: trueLongSide * zoom,
    width,
    height,
  });
  const laid = await pieceLayer(worn, placement, metal);
  // A band round a finger or a wrist, or a hook's wire through the lobe, passes behind the body;
  // a bracelet's loop passes under the wrist.
  const limb = body.inFront && {
    distance: sampleField(zoomed(body.inFront.distance), width, height),
    canvasWidth: width,
    axis: body.inFront.axis,
    soft,
    depth: body.inFront.depth * zoom,
  };
  const behind =
    limb &&
    ((jewelryType === 'bracelet' && behindTheLoop(laid, limb)) || behindTheLimb(laid, limb));
  const piece = behind ? hideBehind(laid, behind) : laid;
  if (body.chainBehindNeck) {
    drawNeckChain(canvas, piece, {
      sides: neckSides(field, width, seen(body.chainBehindNeck)),
      pixelsPerMm: body.pixelsPerMm * zoom,
      onBody: (index) => coverAt(field[index]!, soft),
      shadow: mix(shadow, [40, 25, 20], 0.5),
      ...((worn.style === 'sketch' || input.drawn) && { metal: metal.albedo }),
    });
  }
  await castShadow(canvas, piece, {
    offsetX: ON_SKIN_SHADOW.offsetX * width,
    offsetY: ON_SKIN_SHADOW.offsetY * width,
    squash: 1,
    sigma: ON_SKIN_SHADOW.sigma * width,
    strength: ON_SKIN_SHADOW.strength,
    tint: mix(shadow, [40, 25, 20], 0.5),
  });
  placePiece(canvas, piece);
  const fidelity = placementFidelity(
    worn,
    placement,
    piece,
    width,
    height,
    behind ? behind.hidden : undefined,
  );
  return {
    canvas,
    fidelity,
    placed: { cutout: worn, placement, ...(behind && { hidden: behind.hidden }) },
  };
}

/** A bracelet this much longer along the limb than across it is turned to go round it. */
const ALONG_THE_LIMB = 1.15;

/** Whether the piece's long side runs with the limb's axis (rather than round the limb). */
function liesAlong(piece: Cutout, axis: readonly [number, number]): boolean {
  const horizontal = Math.abs(axis[0]) >= Math.abs(axis[1]);
  const [along, across] = horizontal ? [piece.width, piece.height] : [piece.height, piece.width];
  return along > ALONG_THE_LIMB * across;
}

/**
 * Where the piece goes on the body seen through the camera: its long side `longSide` pixels
 * (unless that would not fit the frame: never crop the piece), on the anchor, inside the frame.
 */
function placeOnBody(
  worn: Cutout,
  body: BodyShape,
  view: {
    anchor: { x: number; y: number };
    zoom: number;
    longSide: number;
    width: number;
    height: number;
  },
): Placement {
  const { anchor, zoom, width, height } = view;
  const fitScale = Math.min(
    (ON_BODY.fit * width) / worn.width,
    (ON_BODY.fit * height) / worn.height,
  );
  const scale = Math.min(view.longSide / Math.max(worn.width, worn.height), fitScale);
  // A hanging piece's top is above the piercing by half its width (a stud centres on it), at most
  // a drop's hook.
  const [placedWidth, placedHeight] = [worn.width * scale, worn.height * scale];
  const hang = body.hangs
    ? placedHeight / 2 -
      Math.min(placedWidth, placedHeight, 2 * ON_BODY.hookMm * body.pixelsPerMm * zoom) / 2
    : 0;
  const within = (value: number, half: number, size: number) =>
    Math.min(size - half - ON_BODY.margin * size, Math.max(half + ON_BODY.margin * size, value));
  return placeAt(
    worn.width,
    worn.height,
    scale,
    within(anchor.x, placedWidth / 2, width),
    within(anchor.y + hang, placedHeight / 2, height),
  );
}

/**
 * The piece's typical long side in millimetres: by type, for a necklace by whether it is a pendant
 * (it hangs from one point) and for an earring by its form.
 */
export function typicalMillimetres(jewelryType: JewelryType, worn: Cutout): number {
  if (jewelryType === 'necklace' && hangingPoints({ ...worn, left: 0, top: 0 }).length === 1)
    return PENDANT_MM;
  const { width, height, mask } = worn;
  if (jewelryType === 'watch') {
    // A watch photographed with more or less of its strap: its case, the widest part, sets it.
    const caseWidth = 2 * distanceToUnset(mask).reduce((a, b) => Math.max(a, b), 1);
    return Math.max(WATCH_CASE_MM, (WATCH_CASE_MM * Math.max(width, height)) / caseWidth);
  }
  if (jewelryType !== 'earring') return TYPICAL_PIECE_MM[jewelryType];
  const area = maskArea(mask);
  const compactness =
    (area / (width * height)) * (Math.min(width, height) / Math.max(width, height));
  const t = Math.min(
    1,
    Math.max(0, (compactness - DROP_COMPACTNESS) / (STUD_COMPACTNESS - DROP_COMPACTNESS)),
  );
  return TYPICAL_PIECE_MM.earring + (STUD_MM - TYPICAL_PIECE_MM.earring) * t;
}

/** The neck's two sides along the row through `midline`, where the body's field turns to backdrop. */
function neckSides(
  field: Float32Array,
  width: number,
  midline: { x: number; y: number },
): NeckChainOptions['sides'] {
  const row = Math.round(midline.y) * width;
  const edge = (step: number) => {
    let x = Math.round(midline.x);
    while (x + step >= 0 && x + step < width && field[row + x]! < 0) x += step;
    return { x: x + 0.5, y: midline.y };
  };
  return [edge(-1), edge(1)];
}

/**
 * A fingernail over skin of tone `tone`, `d` pixels from the nail's edge (negative inside): paler
 * and pinker than the skin, glossy, edged by the fold of skin it sits in.
 */
function nailed(light: Rgb, shadow: Rgb, soft: number) {
  const plate = mix(light, [250, 226, 222], 0.55);
  return (tone: Rgb, d: number, normal: Vec3): Rgb => {
    if (d > 2 * soft) return tone;
    // The fold around the nail: a fine line of shade just outside and along its edge.
    const fold = Math.max(0, 1 - Math.abs(d - 0.5 * soft) / soft);
    const cover = coverAt(d, soft);
    const gloss = Math.pow(Math.max(0, dot(normal, HALF)), 60);
    const plated = mix(mix(tone, plate, 0.3), [255, 252, 248], 0.45 * gloss);
    return mix(mix(tone, plated, cover), shadow, 0.2 * fold);
  };
}

// Key light from the upper left and in front, in image axes (x right, y down, z to the viewer).
const KEY = normalise([-0.5, -0.55, 0.67]);
const HALF = normalise([KEY[0], KEY[1], KEY[2] + 1]);

/**
 * The normal of a form `depth` pixels deep at its edge, from its distance field `d` and that
 * field's slope: it turns away from the viewer towards the silhouette (`edge` softens the last
 * pixels).
 */
function roundedNormal(d: number, gx: number, gy: number, depth: number, edge: number): Vec3 {
  const s = Math.min(1, Math.max(0.02, (-d + edge * 0.5) / depth));
  const slope = Math.min(6, (1 - s) / Math.sqrt(1 - (1 - s) * (1 - s)));
  return normalise([slope * gx, slope * gy, 1]);
}

/**
 * Skin facing along a normal: Lambert from the key light with a warm terminator (light
 * scattering under skin), a soft sheen, and light falling off across the frame.
 */
function litSkin(light: Rgb, shadow: Rgb) {
  // The swatch's shade is a mid-tone: a form turned away from the light goes deeper than it.
  const core: Rgb = [shadow[0] * 0.85, shadow[1] * 0.85, shadow[2] * 0.85];
  return (normal: Vec3, u: number, v: number): Rgb => {
    const lambert = Math.max(0, dot(normal, KEY));
    const sheen = Math.pow(Math.max(0, dot(normal, HALF)), 24);
    // Light falls off gently across the frame, away from the key.
    const falloff = 0.85 + 0.15 * (1 - u * 0.6 - v * 0.4);
    const lit = (0.2 + 0.8 * lambert) * falloff;
    let tone = mix(core, light, Math.min(1, lit));
    // Subsurface warmth where light turns to shade.
    const terminator = Math.max(0, 1 - Math.abs(lambert - 0.35) * 3.5);
    tone = [tone[0] * (1 + 0.06 * terminator), tone[1] * (1 + 0.015 * terminator), tone[2]];
    return mix(tone, [255, 246, 238], 0.12 * sheen);
  };
}
