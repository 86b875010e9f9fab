// GET and PUT /api/designs/{temporary_id}/cutout and /api/assets/{id}/cutout: the cut-out PNG and
// its corrections (strokes, reset, a sketch sheet's motif), and PUT .../crop (the cut-out made
// again from a drawn crop), remembered for the story's length.
import { HttpResponse, delay, type HttpHandler } from 'msw';
import {
  CorrectCutoutRequestSchema,
  CropAssetRequestSchema,
  CropDesignRequestSchema,
  type CutoutRegion,
  type CutoutMotif,
  type CutoutReview,
  type CutoutStroke,
} from '../../../src/api/asset';
import type { CutoutChange } from '../../../src/features/design-details/model';
import { errorResponse, handle, invalidRequest, readJson, respond } from './respond';

export type CutoutKind = 'design' | 'asset';

const getOf = (kind: CutoutKind) =>
  kind === 'design' ? 'getTemporaryDesignCutout' : 'getAssetCutout';
const putOf = (kind: CutoutKind) =>
  kind === 'design' ? 'correctTemporaryDesignCutout' : 'correctAssetCutout';
const cropOf = (kind: CutoutKind) => (kind === 'design' ? 'cropTemporaryDesign' : 'cropAsset');
const regionsOf = (kind: CutoutKind) =>
  kind === 'design' ? 'getTemporaryDesignCutoutRegions' : 'getAssetCutoutRegions';

/** What the cut-out looks like after a change. */
export interface CutoutLook {
  image: string;
  review?: CutoutReview;
  reasons?: string[];
}

export interface CutoutMock {
  /** The automatic cut-out's PNG (a /mock-images/ path) and its review. */
  image: string;
  review?: CutoutReview;
  reasons?: string[];
  /** The cut-out's size (the image strokes are given in is the same size here). */
  size: { width: number; height: number };
  motifs?: CutoutMotif[];
  /** The cut-out a change makes (on the chosen motif); by default the automatic one again. */
  refine?: (change: CutoutChange, motif: number) => CutoutLook;
  /** A sketch's regions (GET .../cutout/regions); none: a photo, whose regions are a 404. */
  regions?: CutoutRegion[];
  /** The cut-out a drawn crop makes (null: the whole original again); by default the automatic. */
  crop?: (cropKey: string | null) => CutoutLook;
}

/** The mock PNG's bytes, from the Storybook static folder. */
async function png(path: string) {
  const response = await fetch(new URL(path, location.href));
  return HttpResponse.arrayBuffer(await response.arrayBuffer(), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-cache' },
  });
}

/** The change as the contract reads it: exactly one of strokes, reset or motif. */
function changeOf(body: { strokes?: CutoutStroke[]; reset?: true; motif?: number }): CutoutChange {
  if (body.strokes && body.strokes.length > 0) return { strokes: body.strokes };
  if (body.motif !== undefined) return { motif: body.motif };
  return { reset: true };
}

export const cutoutHandlers = {
  /** One cut-out that remembers its corrections: each PUT makes a new version the GET serves. */
  live: (kind: CutoutKind, mock: CutoutMock): HttpHandler[] => {
    const automatic: CutoutLook = {
      image: mock.image,
      review: mock.review ?? 'ok',
      reasons: mock.reasons ?? [],
    };
    let version = 1;
    let motif = 0;
    let look = automatic;
    let regions = mock.regions;
    let strokes: CutoutStroke[] = [];
    return [
      handle(getOf(kind), () => png(look.image)),
      handle(regionsOf(kind), () =>
        regions
          ? respond(regionsOf(kind), { regions })
          : errorResponse(
              404,
              'This design is not a sketch, so its cut-out has no regions.',
              'not_found',
            ),
      ),
      handle(cropOf(kind), async ({ request }) => {
        const schema = kind === 'design' ? CropDesignRequestSchema : CropAssetRequestSchema;
        const parsed = schema.safeParse(await readJson(request));
        if (!parsed.success) return invalidRequest(parsed.error);
        // A new automatic cut-out, of the crop: no strokes, not confirmed.
        look = mock.crop?.(parsed.data.s3_key_cropped_image) ?? automatic;
        version += 1;
        motif = 0;
        strokes = [];
        return respond(cropOf(kind), metadata(strokes, false));
      }),
      handle(putOf(kind), async ({ request }) => {
        const parsed = CorrectCutoutRequestSchema.safeParse(await readJson(request));
        if (!parsed.success) return invalidRequest(parsed.error);
        const { regions: choices, ...rest } = parsed.data;
        if (choices && regions) {
          // The designer's kinds, as the server keeps them; an unknown id is refused.
          const unknown = choices.findIndex((choice) => !regions!.some((r) => r.id === choice.id));
          if (unknown >= 0) {
            return errorResponse(
              422,
              `Invalid request body: regions.${unknown}.id: no such region.`,
              'invalid_body',
            );
          }
          regions = regions.map((region) => {
            const choice = choices.find((c) => c.id === region.id);
            return choice
              ? {
                  ...region,
                  kind: choice.kind,
                  cue: 'set by the designer',
                  ...(choice.colour ? { colour: choice.colour } : {}),
                }
              : region;
          });
        }
        if (choices && Object.keys(rest).length === 0) {
          version += 1;
          return respond(putOf(kind), metadata(strokes, true));
        }
        const change = changeOf(rest);
        // A motif is a new starting point; a reset goes back to the chosen motif's own cut-out.
        if ('motif' in change) motif = change.motif;
        look = mock.refine?.(change, motif) ?? automatic;
        version += 1;
        strokes = 'strokes' in change ? change.strokes : [];
        // A correction confirms the cut-out (the server's rule).
        return respond(putOf(kind), metadata(strokes, strokes.length > 0 || motif !== 0));
      }),
    ];

    function metadata(strokes: CutoutStroke[], confirmed: boolean) {
      return {
        cutout_version: version,
        cutout_width: mock.size.width,
        cutout_height: mock.size.height,
        cutout_source_width: mock.size.width,
        cutout_source_height: mock.size.height,
        cutout_review: look.review ?? automatic.review ?? 'ok',
        cutout_review_reasons: look.reasons ?? automatic.reasons ?? [],
        cutout_motifs: mock.motifs ?? [],
        cutout_motif: mock.motifs?.length ? motif : null,
        cutout_confirmed: confirmed,
        cutout_strokes: strokes,
        strokes_applied: strokes.length,
      };
    }
  },
  /** Making the cut-out of a crop never answers (after the first `answered`, passed on). */
  pendingCrop: (kind: CutoutKind, answered = 0) => {
    let seen = 0;
    return handle(cropOf(kind), async () => {
      seen += 1;
      if (seen <= answered) return undefined;
      await delay('infinite');
    });
  },
  /** The correction never answers: the editor stays busy. */
  pendingRefine: (kind: CutoutKind) =>
    handle(putOf(kind), async () => {
      await delay('infinite');
    }),
  /** Every correction fails. */
  failingRefine: (
    kind: CutoutKind,
    status = 503,
    detail = 'The studio is busy right now. Please try again in a moment.',
  ) => handle(putOf(kind), () => errorResponse(status, detail)),
  /** The cut-out itself cannot be loaded. */
  failingImage: (kind: CutoutKind, status = 404, detail = 'Cut-out not found.') =>
    handle(getOf(kind), () => errorResponse(status, detail, 'not_found')),
};
