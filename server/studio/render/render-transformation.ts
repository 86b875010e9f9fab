// The production render function the worker calls: builds the render request (output size,
// scene, metal, and the piece from the design's stored cut-out — nothing is segmented again here)
// and hands it to the registered renderer of the visual's kind (renderers.ts).
import {
  findScene,
  isQuality,
  parsePipelineStep,
  VISUAL_KIND_INFO,
  type VisualKind,
} from '../../../src/api/catalogue';
import type { RenderInput, RenderedVisual } from '../../jobs/worker';
import { cutoutFromStored, type CutoutStyle } from '../cutout/stored-cutout';
import { alphaOfPng } from '../cutout/editable-cutout';
import type { RegionMap } from '../regions/region-map';
import { solidPiecePng } from '../regions/solid-piece';
import { stonePlane, type StonePlane } from '../regions/region-pixels';
import { decodeRegionMap, encodeRegionMap, regionMapOfCutout } from '../regions/stored-regions';
import { metalFor } from './metal';
import type { RenderRequest } from './renderer';
import { RENDERERS } from './renderers';
import { longSideOf } from './visual-output';

export interface RenderOptions {
  /** Longest side the piece is taken from the cut-out at (tests use less). */
  extractionMaxSide?: number;
  /** Overrides the quality's long side (tests use less). */
  longSide?: number;
}

export async function renderTransformation(
  { transformation, asset, source, sourcePiece, cutout: storedCutout, photo, regions }: RenderInput,
  options: RenderOptions = {},
): Promise<RenderedVisual> {
  const kind = transformation.kind;
  const quality = isQuality(transformation.qualityRequested)
    ? transformation.qualityRequested
    : 'hd';
  const style: CutoutStyle =
    asset.cutoutStyle ?? (asset.imageStyle === 'sketch' ? 'sketch' : 'photo');
  // Every sketch renders solid: with the map stored beside its cut-out version, or one made now
  // (and handed back for the worker to store, as GET …/cutout/regions does).
  const drawing = style === 'sketch' && Boolean(storedCutout) && kind !== 'expand';
  let madeMap: Promise<Buffer> | undefined;
  const regionMap = async (): Promise<RegionMap> => {
    if (regions) return decodeRegionMap(regions);
    madeMap ??= regionMapOfCutout(storedCutout!).then(encodeRegionMap);
    return decodeRegionMap(await madeMap);
  };
  let solid: Promise<{ png: Buffer; lines: Uint8Array; stones: StonePlane }> | undefined;
  const request: RenderRequest = {
    kind,
    transformation,
    asset,
    longSide: options.longSide ?? longSideOf(quality),
    sceneKey: sceneKeyOf(kind, transformation.sceneName, transformation.pipelineStepName),
    metal: metalFor(asset.material),
    drawing,
    async piece(maxSide) {
      if (!storedCutout) throw new Error('A visual needs the design’s stored cut-out.');
      const side = options.extractionMaxSide ?? maxSide;
      if (drawing) {
        // Drawn regions made solid (metal, gems, wire): taken like a photo's own pixels, with the
        // drawn lines beside them for the line-art recall.
        solid ??= (async () => {
          const map = await regionMap();
          const [png, { alpha, width, height }] = await Promise.all([
            solidPiecePng(storedCutout, map, metalFor(asset.material)),
            alphaOfPng(storedCutout),
          ]);
          return { png, lines: alpha, stones: stonePlane(map, width, height) };
        })();
        const { png, ...drawn } = await solid;
        return cutoutFromStored(png, 'photo', side, drawn);
      }
      return cutoutFromStored(storedCutout, style, side);
    },
    ...(source && { source }),
    ...(sourcePiece && { sourcePiece }),
    ...(photo && { photo }),
  };
  const visual = await RENDERERS[kind].render(request);
  return madeMap ? { ...visual, regionMap: await madeMap } : visual;
}

/** The catalogue key of the stored scene label (expansions: the option of the pipeline step). */
export function sceneKeyOf(kind: VisualKind, sceneName: string | null, step: string): string {
  if (kind === 'expand') {
    const parsed = parsePipelineStep(step);
    return parsed?.kind === 'expand' ? parsed.expandOption : 'social_post';
  }
  const scene = sceneName ? findScene(kind, sceneName) : undefined;
  return scene?.key ?? VISUAL_KIND_INFO[kind].scenes[0]!.key;
}
