// A photographed piece cut from its backdrop by classical segmentation: a background model fitted
// to the border (a plane per channel, so lit gradients count as backdrop), colour distance from
// it, morphology to keep the piece's parts and drop specks, enclosed background cleared (the
// inside of a ring), small enclosed glints kept, a display rod the piece hangs from, the cast
// shadow and a mirror reflection on a glossy surface dropped, and a soft alpha ramp at the edge.
import {
  close,
  connectedComponents,
  dilate,
  distanceToUnset,
  maskOfComponents,
  type Mask,
} from '../analysis/binary-mask';
import { borderPixelIndices, estimateBackground } from '../analysis/background-model';
import type { Raster } from '../analysis/raster';
import { enclosedBackground } from '../analysis/subject-mask';
import { dropCastShadows } from './cast-shadow';
import { dropDisplayRod, fadeAtRod, type DroppedRod } from './display-rod';
import { keepPieceComponents } from './keep-piece-components';
import { dropMirrorReflection } from './mirror-reflection';
import {
  SCENE_MAX_UNIFORMITY,
  SCENE_MAX_SHARE_IN_BORDER_BAND,
  SCENE_MIN_SHARE_AT_BORDER,
  SCENE_MIN_SHARE_OF_PIECE,
  sceneDistanceAtWorkingSize,
  type SceneDistance,
} from './scene-cutout';
import { skinEntersFrame } from './skin-in-frame';

export interface PhotoSegmentation {
  /** 0-255 per pixel. */
  alpha: Uint8Array;
}

/** A wire cut where it went over a display rod fades out over this share of the height. */
const ROD_FADE = 0.045;
/** Highest alpha of an edge pixel outside the piece: a feather, not extra width. */
const EDGE_FEATHER = 0.35;

/** An enclosed background region smaller than this share of the piece is a glint: kept... */
const GLINT_HOLE_SHARE = 0.002;
/** ...and so is one whose half-width is under this share of the image's long side. */
const HOLE_MIN_HALF_WIDTH = 0.003;
/**
 * A backdrop darker than this (luma) is a dark one: little light to bounce into its shadows, and
 * see the gaps in enclosedDetails.
 */
const DARK_BACKDROP_LUMA = 70;
/** A gap between links is at least this half-width (share of the long side)... */
const GAP_MIN_HALF_WIDTH = 0.002;
/** ...and its mean colour distance from the backdrop under this share of the tolerance. */
const GAP_MAX_DISTANCE = 0.6;

export interface SegmentOptions {
  /**
   * Whether a photo whose border is no single backdrop is cut as a scene (the piece held, worn,
   * among props). Off for an image the studio rendered itself, whose backdrop it knows.
   */
  scenes?: boolean;
}

export async function segmentPhoto(
  raster: Raster,
  options: SegmentOptions = {},
): Promise<PhotoSegmentation> {
  const { width, height, alpha: sourceAlpha } = raster;
  if (sourceAlpha && hasTransparentBorder(sourceAlpha, width, height)) {
    return { alpha: sourceAlpha.slice() };
  }
  const model = estimateBackground(raster);
  const scenes = options.scenes ?? true;
  // A border of many colours is a scene at once; a plain one is cut by the backdrop model, unless
  // what that model took for the piece is a hand or a neck entering the frame.
  const studio = scenes && model.uniformity < SCENE_MAX_UNIFORMITY ? null : backdropCut(raster);
  const cut =
    !studio || (scenes && skinEntersFrame(raster, studio.hard)) ? await sceneCut(raster) : studio;
  const scene = cut !== studio;
  const { distance, hard } = cut;
  const { tolerance } = distance;
  let rod: DroppedRod | null = null;
  if (studio && !scene) {
    // The rod first: a grey bar on a pale backdrop is as dark and neutral as a shadow.
    rod = dropDisplayRod(hard);
    dropCastShadows(raster, studio.distance.backdrop, hard, model.luma >= DARK_BACKDROP_LUMA);
    dropMirrorReflection(raster, hard);
  }

  // Bridge hairline gaps (chain links, prongs) before deciding what is one piece.
  const bridge = Math.max(1, Math.round(Math.max(width, height) / 400));
  const bridged = close(hard, bridge);
  const parts = keepPieceComponents(bridged, {
    minShareOfLargest: scene ? SCENE_MIN_SHARE_OF_PIECE : 0.03,
    minShareOfImage: 0.002,
    minShareAtBorder: scene ? SCENE_MIN_SHARE_AT_BORDER : 0,
    maxShareInBorderBand: scene ? SCENE_MAX_SHARE_IN_BORDER_BAND : undefined,
  });
  // What the piece encloses is a hole (the inside of a ring, a link) only when wide enough to see
  // the backdrop through; small or thin enclosed areas of backdrop colour are the piece's own
  // details (white lettering on a dial, a highlight, a light frame line): solid.
  const solid: Mask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < solid.data.length; i++) solid.data[i] = parts.data[i]! & hard.data[i]!;
  const { holes } = enclosedBackground(solid);
  const pieceArea = solid.data.reduce((sum, value) => sum + value, 0);
  const details = enclosedDetails(holes, distance.values, {
    maxArea: pieceArea * GLINT_HOLE_SHARE,
    minHalfWidth: Math.max(1.5, HOLE_MIN_HALF_WIDTH * Math.max(width, height)),
    // On a dark backdrop the lit piece is bright: an enclosed area of exactly the backdrop's
    // colour, wider than a crevice between pavé stones, is the backdrop between links.
    gaps:
      !scene && model.luma < DARK_BACKDROP_LUMA
        ? {
            maxDistance: GAP_MAX_DISTANCE * tolerance,
            minHalfWidth: Math.max(1.5, GAP_MIN_HALF_WIDTH * Math.max(width, height)),
          }
        : null,
  });
  const near = dilate(parts, 1);

  // Soft edge: alpha ramps with the colour distance across [0.5, 1.5] x tolerance.
  const alpha = new Uint8Array(width * height);
  const low = tolerance * 0.5;
  const span = tolerance;
  for (let i = 0; i < alpha.length; i++) {
    if (details.data[i]) {
      alpha[i] = 255;
      continue;
    }
    if (!near.data[i]) continue;
    const t = Math.min(1, Math.max(0, (distance.values[i]! - low) / span));
    // Inside the kept parts the piece is solid; the ramp only shapes the edge.
    // Outside it only feathers (at most EDGE_FEATHER), so thin chains keep their true width.
    alpha[i] =
      parts.data[i] && hard.data[i] ? 255 : Math.round(EDGE_FEATHER * 255 * t * t * (3 - 2 * t));
  }
  if (rod) fadeAtRod(alpha, width, rod, Math.round(ROD_FADE * height));
  return { alpha };
}

interface Cut<D extends SceneDistance> {
  distance: D;
  /** 1 = farther than the tolerance: the piece before morphology. */
  hard: Mask;
}

function backdropCut(raster: Raster): Cut<BackdropDistance> {
  const distance = distanceFromBackdrop(raster);
  return { distance, hard: thresholded(distance, raster.width, raster.height) };
}

async function sceneCut(raster: Raster): Promise<Cut<SceneDistance>> {
  const distance = await sceneDistanceAtWorkingSize(raster);
  return { distance, hard: thresholded(distance, raster.width, raster.height) };
}

/** The pixels farther than the tolerance from the backdrop (or the surfaces around a piece). */
function thresholded({ values, tolerance }: SceneDistance, width: number, height: number): Mask {
  const data = new Uint8Array(values.length);
  for (let i = 0; i < data.length; i++) data[i] = values[i]! > tolerance ? 1 : 0;
  return { width, height, data };
}

function hasTransparentBorder(alpha: Uint8Array, width: number, height: number): boolean {
  const border = borderPixelIndices(width, height);
  let transparent = 0;
  for (const index of border) if (alpha[index]! < 128) transparent++;
  return transparent > 0.5 * border.length;
}

interface DetailRules {
  /** An enclosed area smaller than this (pixels) is a detail (a glint)... */
  maxArea: number;
  /** ...and so is one thinner than this half-width (lettering, a frame line)... */
  minHalfWidth: number;
  /** ...unless it is a gap: this close to the backdrop on average and at least this wide. */
  gaps: { maxDistance: number; minHalfWidth: number } | null;
}

/** The enclosed areas (4-connected regions of `holes`) that are the piece's details, not holes. */
function enclosedDetails(holes: Mask, distance: Float32Array, rules: DetailRules): Mask {
  const components = connectedComponents(holes, 4);
  const { labels, items } = components;
  const halfWidth = distanceToUnset(holes);
  const widest = new Float32Array(items.length + 1);
  const distanceSum = new Float64Array(items.length + 1);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (!label) continue;
    widest[label] = Math.max(widest[label]!, halfWidth[i]!);
    distanceSum[label]! += distance[i]!;
  }
  const keep = new Uint8Array(items.length + 1);
  for (const { label, area } of items) {
    const detail = area < rules.maxArea || widest[label]! < rules.minHalfWidth;
    const gap =
      rules.gaps !== null &&
      distanceSum[label]! / area < rules.gaps.maxDistance &&
      widest[label]! >= rules.gaps.minHalfWidth;
    keep[label] = detail && !gap ? 1 : 0;
  }
  return maskOfComponents(components, keep, holes.width, holes.height);
}

interface BackdropDistance {
  values: Float32Array;
  tolerance: number;
  /** The fitted backdrop colour at each pixel. */
  backdrop: Float32Array;
}

// A plane per channel through the border pixels (least squares, refitted without the worst
// quarter so a piece touching the border does not tilt it), then each pixel's RGB distance to it.
function distanceFromBackdrop(raster: Raster): BackdropDistance {
  const { width, height, rgb } = raster;
  const border = borderPixelIndices(width, height);
  let planes = fitPlanes(rgb, width, border, null);
  const residuals = new Float32Array(border.length);
  for (let k = 0; k < border.length; k++)
    residuals[k] = planeDistance(rgb, width, border[k]!, planes);
  const sorted = residuals.slice().sort();
  const cut = sorted[Math.floor(0.75 * (sorted.length - 1))] ?? 0;
  planes = fitPlanes(rgb, width, border, (k) => residuals[k]! <= cut);
  const refit = new Float32Array(border.length);
  for (let k = 0; k < border.length; k++) refit[k] = planeDistance(rgb, width, border[k]!, planes);
  refit.sort();
  const spread = refit[Math.floor(0.9 * (refit.length - 1))] ?? 0;
  const values = new Float32Array(width * height);
  const backdrop = new Float32Array(width * height * 3);
  for (let i = 0; i < values.length; i++) {
    values[i] = planeDistance(rgb, width, i, planes);
    const x = (i % width) / width;
    const y = Math.floor(i / width) / width;
    for (let channel = 0; channel < 3; channel++) {
      const [a, b, c] = planes[channel]!;
      backdrop[i * 3 + channel] = a + b * x + c * y;
    }
  }
  return { values, tolerance: Math.min(70, Math.max(18, 1.5 * spread + 10)), backdrop };
}

type Planes = [number, number, number][];

function fitPlanes(
  rgb: Uint8Array,
  width: number,
  indices: Int32Array,
  include: ((k: number) => boolean) | null,
): Planes {
  // Normal equations of c = a + b x + d y over the included pixels (x, y scaled to 0-1).
  const m = new Float64Array(9);
  const v = [new Float64Array(3), new Float64Array(3), new Float64Array(3)];
  const scale = 1 / width;
  for (let k = 0; k < indices.length; k++) {
    if (include && !include(k)) continue;
    const index = indices[k]!;
    const x = (index % width) * scale;
    const y = Math.floor(index / width) * scale;
    const row = [1, x, y];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) m[r * 3 + c]! += row[r]! * row[c]!;
      for (let channel = 0; channel < 3; channel++)
        v[channel]![r]! += row[r]! * rgb[index * 3 + channel]!;
    }
  }
  return v.map((rhs) => solve3(m, rhs)) as Planes;
}

function solve3(m: Float64Array, b: Float64Array): [number, number, number] {
  const [a, bb, c, d, e, f, g, h, i] = m as unknown as number[];
  const det = a! * (e! * i! - f! * h!) - bb! * (d! * i! - f! * g!) + c! * (d! * h! - e! * g!);
  if (Math.abs(det) < 1e-9) return [b[0]! / Math.max(1, a!), 0, 0];
  const solveFor = (col: number) => {
    const n = Array.from(m);
    for (let r = 0; r < 3; r++) n[r * 3 + col] = b[r]!;
    return (
      (n[0]! * (n[4]! * n[8]! - n[5]! * n[7]!) -
        n[1]! * (n[3]! * n[8]! - n[5]! * n[6]!) +
        n[2]! * (n[3]! * n[7]! - n[4]! * n[6]!)) /
      det
    );
  };
  return [solveFor(0), solveFor(1), solveFor(2)];
}

function planeDistance(rgb: Uint8Array, width: number, index: number, planes: Planes): number {
  const x = (index % width) / width;
  const y = Math.floor(index / width) / width;
  let sum = 0;
  for (let channel = 0; channel < 3; channel++) {
    const [a, b, c] = planes[channel]!;
    const diff = rgb[index * 3 + channel]! - (a + b * x + c * y);
    sum += diff * diff;
  }
  return Math.sqrt(sum);
}
