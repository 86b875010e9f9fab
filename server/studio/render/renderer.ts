// The one contract every visual kind is rendered through. To add a way of rendering:
//
// 1. Write a `Renderer`: `render(request)` gets everything the job knows (the rows, the output's
//    long side, the catalogue scene key, the confirmed metal) and asks for the piece with
//    `request.piece(side)`, at the long side it needs. It returns a `RenderedVisual` (main view,
//    thumbnail, fidelity, and where it placed the piece). `sceneRenderer` adapts a function that
//    draws a canvas from a cut-out.
// 2. Register it for its kind in `RENDERERS` (renderers.ts). The table is typed by `VisualKind`, so
//    a kind without a renderer does not compile.
//
// A variant of a kind (the piece on the designer's own photograph, a sketch rendered as solid
// metal) is chosen inside that kind's renderer from the request (its transformation row and asset),
// so the worker and the registry stay as they are.
import type { VisualKind } from '../../../src/api/catalogue';
import type { AssetRow, TransformationRow } from '../../db/schema';
import type { RenderedVisual } from '../../jobs/worker';
import type { Cutout } from '../extract/cutout';
import type { Metal } from './metal';
import { lineArtRecall } from './line-recall';
import type { SceneInput, SceneOutput } from './scene-render';
import { toRenderedVisual } from './visual-output';

export interface RenderRequest {
  kind: VisualKind;
  transformation: TransformationRow;
  asset: AssetRow;
  /** Long side of the output, in pixels (the quality's, or a test's override). */
  longSide: number;
  /** The catalogue key of the scene asked for (expansions: the expand option). */
  sceneKey: string;
  /** The confirmed material, for strokes rendered as metal. */
  metal: Metal;
  /**
   * A drawing rendered solid from its region map: the piece is metal and stones, and carries the
   * drawn lines (`Cutout.lines`) that the output is checked to keep.
   */
  drawing: boolean;
  /**
   * The piece, taken from the design's stored cut-out at `maxSide` on its long side (a test may
   * override the side). Throws when the visual has no stored cut-out (expansions have none).
   */
  piece(maxSide: number): Promise<Cutout>;
  /** A visual on the designer's own photograph (library): the photograph its order recorded. */
  photo?: Buffer;
  /** Expansions: the finished visual they start from, and where its piece is (PNG). */
  source?: Buffer;
  sourcePiece?: Buffer;
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderedVisual>;
}

/**
 * A renderer from a function that draws one canvas from the piece (pack shot, lifestyle, model
 * shot). `pieceSide` is the long side the piece is taken at for an output of `longSide`.
 */
export function sceneRenderer(
  draw: (input: SceneInput, request: RenderRequest) => Promise<SceneOutput>,
  pieceSide: (longSide: number) => number,
): Renderer {
  return {
    async render(request) {
      const cutout = await request.piece(pieceSide(request.longSide));
      const { canvas, fidelity, placed } = await draw(
        {
          cutout,
          metal: request.metal,
          sceneKey: request.sceneKey,
          longSide: request.longSide,
        },
        request,
      );
      // A drawing: are its lines still where they were drawn, after the known placement?
      const lineRecall = placed ? lineArtRecall(canvas, placed) : null;
      return {
        ...(await toRenderedVisual(canvas, fidelity)),
        ...(lineRecall !== null && { lineRecall }),
      };
    },
  };
}
