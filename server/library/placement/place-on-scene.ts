// The confirmed cut-out set on the designer's scene photograph: on the flat, quiet region found at
// upload (or where the designer moved it), at its real size against the scene's estimated scale,
// by one similarity transform, with a contact shadow cast the way the scene's light travels and
// the same bounded light match as on a model.
import type { JewelryType } from '../../../src/api/catalogue';
import type { ScenePlacement, Surface } from '../../../src/api/library';
import type { Cutout } from '../../studio/extract/cutout';
import { placePiece, type Canvas, type Rgb } from '../../studio/render/canvas';
import { designCoverage } from '../../studio/render/fidelity';
import type { Metal } from '../../studio/render/metal';
import { typicalMillimetres } from '../../studio/render/model-shot';
import { pieceLayer } from '../../studio/render/piece-layer';
import { placeAt } from '../../studio/render/placement';
import { castShadow } from '../../studio/render/shadows';
import { applyLight, measureLight, type LightMatch } from './light-match';
import { DEFAULT_RING_SIZE, innerDiameterMm, type RingSize } from './ring-size';
import type { Box } from './frame';
import { turnChannel, turnedBox, turnLayer, type Similarity } from './similarity';

/**
 * A scene has no body to measure, so its scale is an estimate: the quiet surface around the found
 * region (quietExtent) is taken as a cleared table top QUIET_SPAN_MM across, the space a stylist
 * leaves around a piece; so the photograph is at least that wide. A small quiet patch in a busy
 * scene would make it huge: it is held to at most MAX_FRAME_MM. The designer scales from there.
 */
export const QUIET_SPAN_MM = 250;
export const MAX_FRAME_MM = 1000;
/** A piece lying on a surface casts a longer, softer shadow than one worn. */
const SHADOW_OFFSET_MM = 2.5;
const SHADOW_SOFTNESS_MM = 1.6;
const SHADOW_STRENGTH = 0.38;
const SHADOW_TINT: Rgb = [40, 34, 30];
const BAND_WALL_MM = 1.8;

export interface ScenePlacementInput {
  canvas: Canvas;
  /** Canvas pixels per pixel of the stored photograph. */
  photoScale: number;
  /** The photograph pixel at the canvas's top-left corner (a crop); the corner by default. */
  origin?: { x: number; y: number };
  /** The stored photograph's size; by default the canvas's, in photograph pixels. */
  photoSize?: { width: number; height: number };
  surface: Surface | null;
  /** How far the quiet surface reaches (photograph pixels); by default the surface itself. */
  extent?: Box | null;
  /** The designer's placement (photograph pixels); null: the automatic place. */
  placement: ScenePlacement | null;
  cutout: Cutout;
  jewelryType: JewelryType;
  metal: Metal;
  ringSize?: RingSize;
  /** The transform and light a visual recorded (a re-render): used as they are. */
  fixed?: { transform: Similarity; light: LightMatch };
}

export interface SceneRecord {
  /** Canvas pixels per millimetre on the surface. */
  pixels_per_mm: number;
  piece_mm: number;
  /** The quiet surface the scale was estimated from (photograph pixels), if one was found. */
  quiet_extent: Box | null;
  transform: Similarity;
  light: LightMatch;
  light_angle_degrees: number | null;
  placement: ScenePlacement | null;
  automatic: boolean;
}

type ScenePlanInput = Pick<
  ScenePlacementInput,
  'surface' | 'extent' | 'placement' | 'cutout' | 'jewelryType' | 'ringSize'
> & { photoSize: { width: number; height: number } };

/** Photograph pixels per millimetre on a scene's surface (see QUIET_SPAN_MM). */
export function sceneScale(
  extent: Box | null,
  photoSize: { width: number; height: number },
): number {
  const estimate = extent ? extent.width / QUIET_SPAN_MM : 0;
  return Math.max(photoSize.width / MAX_FRAME_MM, estimate);
}

/** The piece's place, size and turn in the stored photograph's pixels. */
export function planOnScene(input: ScenePlanInput): {
  transform: Similarity;
  pixelsPerMm: number;
  pieceMm: number;
} {
  const { surface, placement, cutout, photoSize } = input;
  // Without a found surface the frame's lower middle.
  const region = surface ?? {
    x: photoSize.width / 3,
    y: photoSize.height / 2,
    width: photoSize.width / 3,
    height: photoSize.height / 3,
  };
  const pixelsPerMm = sceneScale(input.extent ?? surface, photoSize);
  const pieceMm =
    input.jewelryType === 'ring'
      ? (innerDiameterMm(input.ringSize ?? DEFAULT_RING_SIZE) ?? 16.5) + 2 * BAND_WALL_MM
      : typicalMillimetres(input.jewelryType, cutout);
  const across =
    input.jewelryType === 'ring' ? cutout.width : Math.max(cutout.width, cutout.height);
  return {
    transform: {
      scale: ((pieceMm * pixelsPerMm) / across) * (placement?.scale ?? 1),
      rotationDegrees: placement?.rotation_degrees ?? 0,
      x: placement ? placement.x : region.x + region.width / 2,
      y: placement ? placement.y : region.y + region.height / 2,
      anchorU: 0.5,
      anchorV: 0.5,
    },
    pixelsPerMm,
    pieceMm,
  };
}

/** Where the piece will stand, in the stored photograph's pixels (the visual is framed on it). */
export function sceneFootprint(input: ScenePlanInput): Box {
  const { transform } = planOnScene(input);
  return turnedBox(input.cutout.width, input.cutout.height, transform);
}

export async function placeOnScene(
  input: ScenePlacementInput,
): Promise<{ canvas: Canvas; fidelity: number; record: SceneRecord }> {
  const { canvas, photoScale, surface, placement, cutout, metal } = input;
  const origin = input.origin ?? { x: 0, y: 0 };
  const photoSize = input.photoSize ?? {
    width: canvas.width / photoScale,
    height: canvas.height / photoScale,
  };
  const plan = planOnScene({ ...input, photoSize });
  const pixelsPerMm = plan.pixelsPerMm * photoScale;
  const pieceMm = plan.pieceMm;
  const transform: Similarity = input.fixed?.transform ?? {
    ...plan.transform,
    scale: plan.transform.scale * photoScale,
    x: (plan.transform.x - origin.x) * photoScale,
    y: (plan.transform.y - origin.y) * photoScale,
  };
  const sized = await pieceLayer(
    cutout,
    placeAt(cutout.width, cutout.height, transform.scale, 0, 0),
    metal,
  );
  const local = { ...sized, left: 0, top: 0 };
  const turned = turnLayer(local, transform);
  const light = input.fixed?.light ?? measureLight(canvas, turned);
  const layer = applyLight(turned, light);
  const expected = turnChannel(
    designCoverage(cutout, sized.width, sized.height),
    sized.width,
    sized.height,
    transform,
  );
  const angle = surface?.light_angle_degrees ?? 60;
  const radians = (angle * Math.PI) / 180;
  await castShadow(canvas, layer, {
    offsetX: Math.cos(radians) * SHADOW_OFFSET_MM * pixelsPerMm,
    offsetY: Math.sin(radians) * SHADOW_OFFSET_MM * pixelsPerMm,
    squash: 1,
    sigma: Math.max(1, SHADOW_SOFTNESS_MM * pixelsPerMm),
    strength: SHADOW_STRENGTH,
    tint: SHADOW_TINT,
  });
  placePiece(canvas, layer);
  let intersection = 0;
  let union = 0;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const cx = layer.left + x;
      const cy = layer.top + y;
      const onCanvas = cx >= 0 && cy >= 0 && cx < canvas.width && cy < canvas.height;
      const want = expected.rgba[(y * layer.width + x) * 4 + 3]! / 255;
      const got = onCanvas ? layer.rgba[(y * layer.width + x) * 4 + 3]! / 255 : 0;
      intersection += Math.min(want, got);
      union += Math.max(want, got);
    }
  }
  return {
    canvas,
    fidelity: union === 0 ? 0 : intersection / union,
    record: {
      pixels_per_mm: Math.round(pixelsPerMm * 1000) / 1000,
      piece_mm: Math.round(pieceMm * 100) / 100,
      quiet_extent: input.extent ?? null,
      transform,
      light,
      light_angle_degrees: surface?.light_angle_degrees ?? null,
      placement,
      automatic: placement === null,
    },
  };
}
