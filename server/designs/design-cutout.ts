// The stored cut-out of a design as its rows record it (temporary designs and assets share the
// columns), and the answer of GET .../cutout.
import type { Context } from 'hono';
import { CUTOUT_MEDIA_TYPE, type CutoutMotif, type CutoutReview } from '../../src/api/asset';
import type { TemporaryDesignRow } from '../db/schema';
import type { EditableCutout } from '../studio/cutout/editable-cutout';
import type { CutoutStyle, StoredCutout } from '../studio/cutout/stored-cutout';

/** Where an automatic cut-out came from, and its sheet's line art if stored. */
export interface CutoutOrigin {
  /** The image it was cut from when not the original (a crop the designer drew). */
  sourceKey?: string | null;
  sourceWidth?: number | null;
  sourceHeight?: number | null;
  lineartKey?: string | null;
}

/**
 * The row fields of an automatic cut-out stored under `key`: no corrections yet (the version is
 * left as it is: 1 on a new row).
 */
export function cutoutFields(
  key: string,
  cutout: StoredCutout | EditableCutout,
  origin: CutoutOrigin = {},
) {
  return {
    s3KeyCutout: key,
    cutoutStyle: cutout.style,
    cutoutWidth: cutout.width,
    cutoutHeight: cutout.height,
    cutoutReview: cutout.review,
    cutoutReviewReasons: cutout.reasons,
    cutoutMotifs: 'motifs' in cutout ? cutout.motifs : [],
    cutoutMotif: 0,
    cutoutStrokes: [],
    s3KeyCutoutAuto: null,
    cutoutAutoReview: null,
    s3KeyLineart: origin.lineartKey ?? null,
    s3KeyCutoutSource: origin.sourceKey ?? null,
    cutoutSourceWidth: origin.sourceWidth ?? null,
    cutoutSourceHeight: origin.sourceHeight ?? null,
  };
}

/** The cut-out fields a temporary design and an asset row share. */
export interface CutoutRowState {
  cutoutReview: CutoutReview;
  cutoutReviewReasons: string[];
  cutoutVersion: number;
  cutoutWidth: number | null;
  cutoutHeight: number | null;
  cutoutSourceWidth: number | null;
  cutoutSourceHeight: number | null;
  cutoutMotifs: CutoutMotif[];
  cutoutMotif: number;
}

/** What the API says of a row's cut-out; `confirmed`: the designer saw and accepted it. */
export function cutoutStateOf(row: CutoutRowState, confirmed: boolean) {
  return {
    cutout_review: row.cutoutReview,
    cutout_review_reasons: row.cutoutReviewReasons,
    cutout_version: row.cutoutVersion,
    cutout_width: row.cutoutWidth,
    cutout_height: row.cutoutHeight,
    cutout_source_width: row.cutoutSourceWidth,
    cutout_source_height: row.cutoutSourceHeight,
    cutout_motifs: row.cutoutMotifs,
    cutout_motif: row.cutoutMotifs.length > 0 ? row.cutoutMotif : null,
    cutout_confirmed: confirmed,
  };
}

/** The style a design is cut out for: a sketch's strokes, or (photo or unclear) a photo's piece. */
export function cutoutStyleOf(imageStyle: string | null | undefined): CutoutStyle {
  return imageStyle === 'sketch' ? 'sketch' : 'photo';
}

/** The style the temporary design's analysis detected, as the cut-out takes it. */
export function detectedCutoutStyle(temporary: TemporaryDesignRow): CutoutStyle {
  return cutoutStyleOf(temporary.analysis.detected_characteristics?.image_style);
}

/** The cut-out PNG as the answer of a GET; private to its owner, and checked again each time. */
export function cutoutResponse(c: Context, png: Uint8Array): Response {
  return c.body(new Uint8Array(png), 200, {
    'Content-Type': CUTOUT_MEDIA_TYPE,
    'Cache-Control': 'private, no-cache',
  });
}
