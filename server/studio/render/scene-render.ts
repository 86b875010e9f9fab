// The contract shared by the scene renderers: the extracted piece in, a finished canvas and the
// fidelity of the piece's placement out.
import type { Cutout } from '../extract/cutout';
import type { Canvas } from './canvas';
import type { Metal } from './metal';
import type { Placement } from './placement';

export interface SceneInput {
  cutout: Cutout;
  /** The confirmed material, for strokes rendered as metal. */
  metal: Metal;
  /** A scene key of the kind's catalogue list (unknown keys get the first scene). */
  sceneKey: string;
  /** Long side of the output, in pixels. */
  longSide: number;
}

export interface SceneOutput {
  canvas: Canvas;
  fidelity: number;
  /** The piece as it went in (turned or one of a pair, when worn so) and where it was placed. */
  placed?: PlacedPiece;
}

export interface PlacedPiece {
  cutout: Cutout;
  placement: Placement;
  /** Per placed pixel (0-1): the share a known occluder hides (a band behind a finger). */
  hidden?: Float32Array;
}
