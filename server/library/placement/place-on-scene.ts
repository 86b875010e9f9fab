// The confirmed cut-out set on the designer's scene photograph: on the flat, quiet region found at
// upload (or where the designer moved it), at its real size against the region's assumed width,
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
import { turnChannel, turnLayer, type Similarity } from './similarity';

/**
 * A scene has no body to measure: its quiet region is taken as this wide (a table-top still life),
 * which gives the real size as the default; the designer scales from there.
 */
export const SURFACE_WIDTH_MM = 200;
/** A piece lying on a surface casts a longer, softer shadow than one worn. */
const SHADOW_OFFSET_MM = 2.5;
const SHADOW_SOFTNESS_MM = 1.6;
const SHADOW_STRENGTH = 0.38;
const SHADOW_TINT: Rgb = [40, 34, 30];
const BAND_WALL_MM = 1.8;

export interface ScenePlacementInput {
  canvas: Canvas;
  /** Output pixels per pixel of the stored photograph. */
  photoScale: number;
  surface: Surface | null;
  /** The designer's placement (photograph pixels); null: the automatic place. */
  placement: ScenePlacement | null;
  cutout: Cutout;
  jewelryType: JewelryType;
  metal: Metal;
  ringSize?: RingSize;
}

export interface SceneRecord {
  pixels_per_mm: number;
  piece_mm: number;
  transform: Similarity;
  light: LightMatch;
  light_angle_degrees: number | null;
  placement: ScenePlacement | null;
  automatic: boolean;
}

export async function placeOnScene(
  input: ScenePlacementInput,
): Promise<{ canvas: Canvas; fidelity: number; record: SceneRecord }> {
  const { canvas, photoScale, surface, placement, cutout, metal } = input;
  // Without a found surface the frame's lower middle, its width a third of the frame.
  const region = surface
    ? {
        x: surface.x * photoScale,
        y: surface.y * photoScale,
        width: surface.width * photoScale,
        height: surface.height * photoScale,
      }
    : {
        x: canvas.width / 3,
        y: canvas.height / 2,
        width: canvas.width / 3,
        height: canvas.height / 3,
      };
  const pixelsPerMm = region.width / SURFACE_WIDTH_MM;
  const pieceMm =
    input.jewelryType === 'ring'
      ? (innerDiameterMm(input.ringSize ?? DEFAULT_RING_SIZE) ?? 16.5) + 2 * BAND_WALL_MM
      : typicalMillimetres(input.jewelryType, cutout);
  const across =
    input.jewelryType === 'ring' ? cutout.width : Math.max(cutout.width, cutout.height);
  const transform: Similarity = {
    scale: ((pieceMm * pixelsPerMm) / across) * (placement?.scale ?? 1),
    rotationDegrees: placement?.rotation_degrees ?? 0,
    x: placement ? placement.x * photoScale : region.x + region.width / 2,
    y: placement ? placement.y * photoScale : region.y + region.height / 2,
    anchorU: 0.5,
    anchorV: 0.5,
  };
  const sized = await pieceLayer(
    cutout,
    placeAt(cutout.width, cutout.height, transform.scale, 0, 0),
    metal,
  );
  const local = { ...sized, left: 0, top: 0 };
  const light = measureLight(canvas, turnLayer(local, transform));
  const layer = applyLight(turnLayer(local, transform), light);
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
      transform,
      light,
      light_angle_degrees: surface?.light_angle_degrees ?? null,
      placement,
      automatic: placement === null,
    },
  };
}
