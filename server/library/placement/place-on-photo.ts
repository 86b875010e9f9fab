// The confirmed cut-out worn on the designer's own model photograph, at its true size: the
// landmarks and real body sizes give millimetres per pixel, the piece's real size gives its scale,
// and one similarity transform (scale, rotation, position) puts it there. Then only what the
// engine does to any placed piece: a ring's or watch's far side behind the finger or wrist, a
// necklace's chain up to the sides of the neck, a hook through the lobe, a soft contact shadow,
// and one bounded global light match. The photograph itself is not touched elsewhere.
import type { JewelryType } from '../../../src/api/catalogue';
import type { Landmark, LandmarkName } from '../../../src/api/library';
import type { Cutout } from '../../studio/extract/cutout';
import { behindTheLimb, hideBehind, type Limb } from '../../studio/render/behind-the-limb';
import { placePiece, type Canvas, type Layer, type Rgb } from '../../studio/render/canvas';
import { designCoverage } from '../../studio/render/fidelity';
import type { Metal } from '../../studio/render/metal';
import { typicalMillimetres } from '../../studio/render/model-shot';
import { drawNeckChain } from '../../studio/render/neck-chain';
import { oneOfPair } from '../../studio/render/one-of-pair';
import { pieceLayer } from '../../studio/render/piece-layer';
import { placeAt } from '../../studio/render/placement';
import { castShadow } from '../../studio/render/shadows';
import {
  FOREARM_MM,
  NECK_WIDTH_MM,
  PROXIMAL_PHALANX_MM,
} from '../landmarks/landmarks-from-detection';
import { lightAngle } from '../scenes/find-surface';
import { applyLight, measureLight, type LightMatch } from './light-match';
import { DEFAULT_RING_SIZE, innerDiameterMm, type RingSize } from './ring-size';
import { boxOf, type Box } from './frame';
import { turnChannel, turnedBox, turnLayer, type Similarity } from './similarity';

/** A band's wall: the outer diameter is the inner one and twice this. */
const BAND_WALL_MM = 1.8;
/** A wrist's width, and where a watch sits: this far up the arm from the wrist point. */
const WRIST_WIDTH_MM = 56;
const WATCH_ABOVE_WRIST_MM = 12;
/** The two ear lobes of a face seen from the front are about this far apart. */
const LOBES_APART_MM = 135;
/** Below the base of the neck: a pendant's top, and a collar's. */
const PENDANT_DROP_MM = 45;
const COLLAR_DROP_MM = 8;
/** A hook's wire shows from the piercing down; above it, this wide, it is behind the lobe. */
const LOBE_HALF_WIDTH_MM = 3;
/** The contact shadow: how far it falls, how soft and how dark. */
const SHADOW_OFFSET_MM = 0.8;
const SHADOW_SOFTNESS_MM = 0.7;
const SHADOW_STRENGTH = 0.32;
const SHADOW_TINT: Rgb = [45, 30, 25];

export interface PhotoPlacementInput {
  /** The photograph at the output's size. */
  canvas: Canvas;
  /** Output pixels per pixel of the stored photograph (the landmarks are in the latter). */
  photoScale: number;
  landmarks: readonly Landmark[];
  cutout: Cutout;
  jewelryType: JewelryType;
  metal: Metal;
  ringSize?: RingSize;
  /** The photograph pixel at the canvas's top-left corner (a crop); the corner by default. */
  origin?: Point;
  /**
   * The transform and light a visual recorded (a re-render): used as they are instead of being
   * computed again, so the piece lands exactly where it did.
   */
  fixed?: { transform: Similarity; light: LightMatch };
}

/** What a visual records, so a re-render or an expansion places the piece exactly again. */
export interface PlacementRecord {
  jewelry_type: JewelryType;
  /** Output pixels per millimetre where the piece is worn. */
  pixels_per_mm: number;
  /** The piece's real long side (a ring: its outer diameter across), in millimetres. */
  piece_mm: number;
  ring_inner_diameter_mm: number | null;
  transform: Similarity;
  light: LightMatch;
  occlusion: 'finger' | 'wrist' | 'lobe' | null;
  chain: boolean;
  /** The landmarks it used, in the stored photograph's pixels. */
  landmarks: Landmark[];
}

export interface PlacedPiece {
  canvas: Canvas;
  /** Coverage IoU of the placed piece against the cut-out moved by the known transform. */
  fidelity: number;
  record: PlacementRecord;
}

export class MissingLandmarksError extends Error {
  constructor(readonly needed: LandmarkName[]) {
    super(`This photograph has no ${needed.join(', ')} to wear the piece on.`);
    this.name = 'MissingLandmarksError';
  }
}

type Point = { x: number; y: number };

type FootprintInput = Pick<
  PhotoPlacementInput,
  'landmarks' | 'cutout' | 'jewelryType' | 'ringSize'
>;

/**
 * Where the piece will be worn, in the stored photograph's pixels, before anything is drawn: the
 * placed piece's bounds, and what must stay in view with it (a necklace's neck sides). The frame
 * of the visual is chosen from it.
 */
export function photoFootprint(input: FootprintInput): { piece: Box; context: Box | null } {
  const point = pointFinder({ ...input, photoScale: 1 });
  const worn = input.jewelryType === 'earring' ? oneOfPair(input.cutout) : input.cutout;
  const plan = planFor(input.jewelryType, worn, point, input.ringSize ?? DEFAULT_RING_SIZE);
  const piece = turnedBox(worn.width, worn.height, plan.transform);
  return { piece, context: plan.neckSides ? boxOf([...plan.neckSides, piece]) : null };
}

export async function placeOnPhoto(input: PhotoPlacementInput): Promise<PlacedPiece> {
  const { canvas, jewelryType, metal } = input;
  const point = pointFinder(input);
  const worn = jewelryType === 'earring' ? oneOfPair(input.cutout) : input.cutout;
  const planned = planFor(jewelryType, worn, point, input.ringSize ?? DEFAULT_RING_SIZE);
  const plan = input.fixed ? { ...planned, transform: input.fixed.transform } : planned;

  const sized = await pieceLayer(
    worn,
    placeAt(worn.width, worn.height, plan.transform.scale, 0, 0),
    metal,
  );
  const local = { ...sized, left: 0, top: 0 };
  let layer = turnLayer(local, plan.transform);
  const expected = turnChannel(
    designCoverage(worn, sized.width, sized.height),
    sized.width,
    sized.height,
    plan.transform,
  );
  const light = input.fixed?.light ?? measureLight(canvas, layer);
  layer = applyLight(layer, light);

  let hidden: Float32Array | null = null;
  if (plan.limb) {
    const behind = behindTheLimb(layer, limbField(canvas, layer, plan.limb));
    if (behind) {
      layer = hideBehind(layer, behind);
      hidden = behind.hidden;
    }
  }
  if (plan.lobe) {
    hidden = behindTheLobe(layer, plan.lobe, plan.pixelsPerMm * LOBE_HALF_WIDTH_MM);
    layer = withHidden(layer, hidden);
  }
  if (plan.neckSides) {
    drawNeckChain(canvas, layer, {
      sides: plan.neckSides,
      pixelsPerMm: plan.pixelsPerMm,
      onBody: () => 1,
      shadow: SHADOW_TINT,
      ...(worn.style === 'sketch' && { metal: metal.albedo }),
    });
  }
  const [dx, dy] = shadowDirection(canvas, layer);
  await castShadow(canvas, layer, {
    offsetX: dx * SHADOW_OFFSET_MM * plan.pixelsPerMm,
    offsetY: dy * SHADOW_OFFSET_MM * plan.pixelsPerMm,
    squash: 1,
    sigma: Math.max(0.8, SHADOW_SOFTNESS_MM * plan.pixelsPerMm),
    strength: SHADOW_STRENGTH,
    tint: SHADOW_TINT,
  });
  placePiece(canvas, layer);

  return {
    canvas,
    fidelity: coverageIou(expected, layer, hidden, canvas),
    record: {
      jewelry_type: jewelryType,
      pixels_per_mm: round(plan.pixelsPerMm, 3),
      piece_mm: round(plan.pieceMm, 2),
      ring_inner_diameter_mm: plan.ringInnerMm === null ? null : round(plan.ringInnerMm, 2),
      transform: plan.transform,
      light,
      occlusion: plan.limb
        ? jewelryType === 'ring'
          ? 'finger'
          : 'wrist'
        : plan.lobe
          ? 'lobe'
          : null,
      chain: plan.neckSides !== null,
      landmarks: [...input.landmarks],
    },
  };
}

interface Plan {
  transform: Similarity;
  pixelsPerMm: number;
  pieceMm: number;
  ringInnerMm: number | null;
  /** A capsule round the finger or wrist: the band's far side goes behind it. */
  limb: { from: Point; to: Point; radius: number } | null;
  lobe: Point | null;
  neckSides: [Point, Point] | null;
}

function pointFinder({
  landmarks,
  photoScale,
  origin = { x: 0, y: 0 },
}: Pick<PhotoPlacementInput, 'landmarks' | 'photoScale' | 'origin'>) {
  return (names: LandmarkName[]): Point[] => {
    const found = names.map((name) => landmarks.find((point) => point.name === name));
    const missing = names.filter((_, index) => !found[index]);
    if (missing.length > 0) throw new MissingLandmarksError(missing);
    return found.map((point) => ({
      x: (point!.x - origin.x) * photoScale,
      y: (point!.y - origin.y) * photoScale,
    }));
  };
}

function planFor(
  jewelryType: JewelryType,
  worn: Cutout,
  point: ReturnType<typeof pointFinder>,
  ringSize: RingSize,
): Plan {
  const longSide = Math.max(worn.width, worn.height);
  if (jewelryType === 'ring') {
    const [base, middle] = point(['ring_finger_base', 'ring_finger_middle']);
    const pixelsPerMm = distance(base!, middle!) / PROXIMAL_PHALANX_MM;
    const innerMm = innerDiameterMm(ringSize) ?? innerDiameterMm(DEFAULT_RING_SIZE)!;
    const outerMm = innerMm + 2 * BAND_WALL_MM;
    // The ring's width across the finger is its outer diameter; its top points to the fingertip.
    const along = unit(middle!.x - base!.x, middle!.y - base!.y);
    const centre = lerp(base!, middle!, 0.4);
    return {
      transform: {
        scale: (outerMm * pixelsPerMm) / worn.width,
        rotationDegrees: upTowards(along),
        x: centre.x,
        y: centre.y,
        anchorU: 0.5,
        anchorV: 0.5,
      },
      pixelsPerMm,
      pieceMm: outerMm,
      ringInnerMm: innerMm,
      limb: {
        from: lerp(base!, middle!, -0.6),
        to: lerp(base!, middle!, 1.4),
        radius: (innerMm / 2) * pixelsPerMm,
      },
      lobe: null,
      neckSides: null,
    };
  }
  if (jewelryType === 'watch' || jewelryType === 'bracelet') {
    const [wrist, forearm] = point(['wrist', 'forearm']);
    const pixelsPerMm = distance(wrist!, forearm!) / FOREARM_MM;
    const up = unit(forearm!.x - wrist!.x, forearm!.y - wrist!.y);
    const pieceMm = typicalMillimetres(jewelryType, worn);
    const centre = {
      x: wrist!.x + up.x * WATCH_ABOVE_WRIST_MM * pixelsPerMm,
      y: wrist!.y + up.y * WATCH_ABOVE_WRIST_MM * pixelsPerMm,
    };
    // The strap runs round the arm: the piece's top points across it, upwards in the picture.
    const across = { x: up.y, y: -up.x };
    return {
      transform: {
        scale: (pieceMm * pixelsPerMm) / longSide,
        rotationDegrees: upTowards(across.y <= 0 ? across : { x: -across.x, y: -across.y }),
        x: centre.x,
        y: centre.y,
        anchorU: 0.5,
        anchorV: 0.5,
      },
      pixelsPerMm,
      pieceMm,
      ringInnerMm: null,
      limb: {
        from: { x: centre.x - up.x * 60 * pixelsPerMm, y: centre.y - up.y * 60 * pixelsPerMm },
        to: { x: centre.x + up.x * 60 * pixelsPerMm, y: centre.y + up.y * 60 * pixelsPerMm },
        radius: (WRIST_WIDTH_MM / 2) * pixelsPerMm,
      },
      lobe: null,
      neckSides: null,
    };
  }
  if (jewelryType === 'earring') {
    const lobe = findLobe(point);
    const pixelsPerMm = earScale(point);
    const pieceMm = typicalMillimetres('earring', worn);
    const scale = (pieceMm * pixelsPerMm) / longSide;
    // The hook's top a little above the piercing (a stud centres on it), as the engine hangs it.
    const placedWidth = worn.width * scale;
    const placedHeight = worn.height * scale;
    const above = Math.min(placedWidth, placedHeight, 9 * pixelsPerMm) / 2;
    return {
      transform: {
        scale,
        rotationDegrees: 0,
        x: lobe.x,
        y: lobe.y - above,
        anchorU: 0.5,
        anchorV: 0,
      },
      pixelsPerMm,
      pieceMm,
      ringInnerMm: null,
      limb: null,
      lobe,
      neckSides: null,
    };
  }
  // A necklace or pendant: below the base of the neck, level with the collarbones.
  const [neckBase, neckLeft, neckRight] = point(['neck_base', 'neck_left', 'neck_right']);
  const pixelsPerMm = distance(neckLeft!, neckRight!) / NECK_WIDTH_MM;
  const pieceMm = typicalMillimetres('necklace', worn);
  const isPendant = pieceMm < 100;
  const tilt = (Math.atan2(neckLeft!.y - neckRight!.y, neckLeft!.x - neckRight!.x) * 180) / Math.PI;
  const level = Math.abs(tilt) > 90 ? tilt - Math.sign(tilt) * 180 : tilt;
  const drop = (isPendant ? PENDANT_DROP_MM : COLLAR_DROP_MM) * pixelsPerMm;
  const sides: [Point, Point] =
    neckRight!.x <= neckLeft!.x ? [neckRight!, neckLeft!] : [neckLeft!, neckRight!];
  return {
    transform: {
      scale: (pieceMm * pixelsPerMm) / longSide,
      rotationDegrees: Math.max(-20, Math.min(20, level)),
      x: neckBase!.x,
      y: neckBase!.y + drop,
      anchorU: 0.5,
      anchorV: 0,
    },
    pixelsPerMm,
    pieceMm,
    ringInnerMm: null,
    limb: null,
    lobe: null,
    neckSides: sides,
  };
}

/** The lobe an earring is shown on: the one nearer the camera's side (the person's left first). */
function findLobe(point: ReturnType<typeof pointFinder>): Point {
  for (const name of ['ear_lobe_left', 'ear_lobe_right'] as const) {
    try {
      return point([name])[0]!;
    } catch {
      // The other lobe, then.
    }
  }
  // Neither is visible (under hair, or turned away): the designer marks one.
  throw new MissingLandmarksError(['ear_lobe_left', 'ear_lobe_right']);
}

function earScale(point: ReturnType<typeof pointFinder>): number {
  try {
    const [left, right] = point(['ear_lobe_left', 'ear_lobe_right']);
    return distance(left!, right!) / LOBES_APART_MM;
  } catch {
    const [left, right] = point(['neck_left', 'neck_right']);
    return distance(left!, right!) / NECK_WIDTH_MM;
  }
}

/** The rotation (degrees, clockwise) that turns the piece's up, (0, -1), towards `direction`. */
function upTowards(direction: Point): number {
  return (Math.atan2(direction.x, -direction.y) * 180) / Math.PI;
}

/** The engine's limb, as a capsule's signed distance over the canvas where the layer lies. */
function limbField(canvas: Canvas, layer: Layer, capsule: NonNullable<Plan['limb']>): Limb {
  const distanceField = new Float32Array(canvas.width * canvas.height).fill(Infinity);
  const { from, to, radius } = capsule;
  const [vx, vy] = [to.x - from.x, to.y - from.y];
  const lengthSquared = vx * vx + vy * vy || 1;
  for (let y = Math.max(0, layer.top); y < Math.min(canvas.height, layer.top + layer.height); y++) {
    for (
      let x = Math.max(0, layer.left);
      x < Math.min(canvas.width, layer.left + layer.width);
      x++
    ) {
      const t = Math.min(
        1,
        Math.max(0, ((x + 0.5 - from.x) * vx + (y + 0.5 - from.y) * vy) / lengthSquared),
      );
      const d = Math.hypot(x + 0.5 - (from.x + t * vx), y + 0.5 - (from.y + t * vy)) - radius;
      distanceField[y * canvas.width + x] = d;
    }
  }
  const axis = unit(vx, vy);
  return {
    distance: distanceField,
    canvasWidth: canvas.width,
    axis: [axis.x, axis.y],
    soft: Math.max(1, radius * 0.08),
    depth: radius * 0.5,
  };
}

/** Above the piercing, within the lobe's width, the wire is behind the lobe. */
function behindTheLobe(layer: Layer, lobe: Point, halfWidth: number): Float32Array {
  const hidden = new Float32Array(layer.width * layer.height);
  const soft = Math.max(1, halfWidth * 0.3);
  for (let y = 0; y < layer.height; y++) {
    const above = lobe.y - (layer.top + y + 0.5);
    if (above <= 0) continue;
    for (let x = 0; x < layer.width; x++) {
      const across = Math.abs(layer.left + x + 0.5 - lobe.x);
      hidden[y * layer.width + x] =
        Math.min(1, above / soft) * Math.min(1, Math.max(0, (halfWidth - across) / soft));
    }
  }
  return hidden;
}

function withHidden(layer: Layer, hidden: Float32Array): Layer {
  const rgba = layer.rgba.slice();
  for (let i = 0; i < hidden.length; i++) {
    rgba[i * 4 + 3] = Math.round(rgba[i * 4 + 3]! * (1 - hidden[i]!));
  }
  return { ...layer, rgba };
}

/** The way the photograph's light falls around the piece (a unit vector; down-right if even). */
function shadowDirection(canvas: Canvas, layer: Layer): [number, number] {
  const x0 = Math.max(0, layer.left - layer.width);
  const y0 = Math.max(0, layer.top - layer.height);
  const x1 = Math.min(canvas.width, layer.left + 2 * layer.width);
  const y1 = Math.min(canvas.height, layer.top + 2 * layer.height);
  const grey = new Uint8Array(canvas.width * canvas.height);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * canvas.width + x) * 3;
      grey[y * canvas.width + x] = Math.round(
        0.2126 * canvas.rgb[i]! + 0.7152 * canvas.rgb[i + 1]! + 0.0722 * canvas.rgb[i + 2]!,
      );
    }
  }
  const angle = lightAngle(grey, canvas.width, canvas.height, {
    x: x0,
    y: y0,
    width: x1 - x0,
    height: y1 - y0,
  });
  const radians = ((angle ?? 45) * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/**
 * Coverage IoU of the placed layer against the cut-out moved by the same transform, less what a
 * known occluder hides; coverage that falls outside the canvas counts as lost.
 */
function coverageIou(
  expected: Layer,
  placed: Layer,
  hidden: Float32Array | null,
  canvas: Canvas,
): number {
  let intersection = 0;
  let union = 0;
  for (let y = 0; y < expected.height; y++) {
    for (let x = 0; x < expected.width; x++) {
      const cx = expected.left + x;
      const cy = expected.top + y;
      const px = cx - placed.left;
      const py = cy - placed.top;
      const inLayer = px >= 0 && py >= 0 && px < placed.width && py < placed.height;
      const onCanvas = cx >= 0 && cy >= 0 && cx < canvas.width && cy < canvas.height;
      const share = inLayer ? 1 - (hidden?.[py * placed.width + px] ?? 0) : 1;
      const want = (expected.rgba[(y * expected.width + x) * 4 + 3]! / 255) * share;
      const got = inLayer && onCanvas ? placed.rgba[(py * placed.width + px) * 4 + 3]! / 255 : 0;
      intersection += Math.min(want, got);
      union += Math.max(want, got);
    }
  }
  return union === 0 ? 0 : intersection / union;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});
function unit(x: number, y: number): Point {
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
}
function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
