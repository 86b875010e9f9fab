// Designs (assets): what a designer uploaded and confirmed, and the calls that make and list them.
import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  IdSchema,
  IsoDateTimeSchema,
  NameInputSchema,
  ResourceUrlSchema,
  SHORT_TEXT_MAX_LENGTH,
  StorageKeySchema,
  optionalTextInput,
  queryInt,
} from './common';
import {
  AssessmentDetailsSchema,
  DetectedCharacteristicsSchema,
  DifficultyAssessmentSchema,
  TechnicalQualityReportSchema,
} from './assessment';
import { IMAGE_STYLES, JEWELRY_TYPES } from './catalogue';

export const JewelryTypeSchema = z.enum(JEWELRY_TYPES);
export const ImageStyleSchema = z.enum(IMAGE_STYLES);

/** The analysis fields an asset and a temporary design share. */
const analysisShape = {
  detected_characteristics: DetectedCharacteristicsSchema.nullable(),
  difficulty_assessment: DifficultyAssessmentSchema.nullable(),
  technical_quality_report: TechnicalQualityReportSchema.nullable(),
  initial_difficulty_assessment_details: AssessmentDetailsSchema.nullable(),
};

/**
 * Whether the automatic cut-out (the piece lifted from its background, which every visual is made
 * from) should be looked at before visuals are made: 'ok', 'suggested', or 'required' (no visual
 * is made until the designer has confirmed it).
 */
export const CUTOUT_REVIEWS = ['ok', 'suggested', 'required'] as const;
export type CutoutReview = (typeof CUTOUT_REVIEWS)[number];
export const CutoutReviewSchema = z.enum(CUTOUT_REVIEWS);

/** Limits of a cut-out correction (PUT .../cutout), checked with 422 naming the field. */
export const CUTOUT_STROKE_LIMITS = {
  maxStrokes: 100,
  maxPoints: 2000,
  minRadius: 1,
  maxRadius: 300,
} as const;

export const CUTOUT_STROKE_MODES = ['keep', 'remove'] as const;
export type CutoutStrokeMode = (typeof CUTOUT_STROKE_MODES)[number];

/** [x, y] in pixels of the image the cut-out was cut from (cutout_source_width × height). */
export const CutoutPointSchema = z.tuple([z.number(), z.number()]);

/**
 * One brush stroke: keep or remove what it covers and what looks like it and touches it. With
 * `part: true` it is a click on a part (one point): remove takes the whole connected part of the
 * cut-out under the point (or within `radius` of it); keep brings back the whole part there that
 * the automatic cut-out held (or a sketch's line art), else what looks like the point's pixels.
 */
export const CutoutStrokeSchema = z
  .object({
    mode: z.enum(CUTOUT_STROKE_MODES),
    part: z.literal(true).optional(),
    /** Brush radius, in the same pixels as the points. */
    radius: z
      .number()
      .min(CUTOUT_STROKE_LIMITS.minRadius, {
        error: `The brush radius must be at least ${CUTOUT_STROKE_LIMITS.minRadius} px.`,
      })
      .max(CUTOUT_STROKE_LIMITS.maxRadius, {
        error: `The brush radius must be at most ${CUTOUT_STROKE_LIMITS.maxRadius} px.`,
      }),
    points: z
      .array(CutoutPointSchema)
      .min(1, { error: 'A stroke needs at least one point.' })
      .max(CUTOUT_STROKE_LIMITS.maxPoints, {
        error: `A stroke has at most ${CUTOUT_STROKE_LIMITS.maxPoints} points.`,
      }),
  })
  .refine((stroke) => !stroke.part || stroke.points.length === 1, {
    error: 'A click on a part has exactly one point.',
    path: ['points'],
  });
export type CutoutStroke = z.infer<typeof CutoutStrokeSchema>;

/** A candidate motif of a sketch sheet: its box and its area, in the cut-out's pixels. */
export const CutoutMotifSchema = z.object({
  box: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  }),
  area: z.number().int().min(0),
});
export type CutoutMotif = z.infer<typeof CutoutMotifSchema>;

/** The cut-out's review and what its editor needs, shared by a temporary design and its asset. */
const cutoutShape = {
  cutout_review: CutoutReviewSchema,
  /** Why it should be looked at, in the designer's words; empty when the review is 'ok'. */
  cutout_review_reasons: z.array(z.string()),
  /** 1 for the cut-out made at upload (or confirmation); one more at each correction. */
  cutout_version: z.number().int().min(1),
  /** The stored cut-out's size (GET .../cutout); null before it exists. */
  cutout_width: z.number().int().min(1).nullable(),
  cutout_height: z.number().int().min(1).nullable(),
  /**
   * The size of the image it was cut from, the pixels strokes are given in: the upright original
   * (or the crop the designer drew, for a design confirmed with one). Null when not known yet.
   */
  cutout_source_width: z.number().int().min(1).nullable(),
  cutout_source_height: z.number().int().min(1).nullable(),
  /** A sketch sheet's candidate motifs, the automatic choice first; empty otherwise. */
  cutout_motifs: z.array(CutoutMotifSchema),
  /** Index of the chosen motif in cutout_motifs; null when there are none. */
  cutout_motif: z.number().int().min(0).nullable(),
  /** The designer has seen the cut-out and confirmed or corrected it. */
  cutout_confirmed: z.boolean(),
};

/** What a region of a sketch becomes: a metal surface, a gem, a hole (or the outside), a wire. */
export const REGION_KINDS = ['metal', 'stone', 'open', 'wire'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];
export const RegionKindSchema = z.enum(REGION_KINDS);
export const STONE_CUTS = ['round', 'oval', 'emerald', 'pear', 'marquise', 'cushion'] as const;
/** At most this many region choices in one correction. */
export const MAX_REGION_CHOICES = 500;

/**
 * A region of a sketch's cut-out (GET .../cutout/regions): its kind, its area and box in cut-out
 * pixels, why it has its kind, and its outline (a polygon in cut-out pixels, for the region tool).
 */
export const CutoutRegionSchema = z.object({
  id: z.number().int().min(1),
  kind: RegionKindSchema,
  area: z.number().int().min(0),
  box: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  }),
  cue: z.string(),
  outline: z.array(z.tuple([z.number(), z.number()])),
  cut: z.enum(STONE_CUTS).optional(),
  colour: z.string().optional(),
});
export type CutoutRegion = z.infer<typeof CutoutRegionSchema>;

export const CutoutRegionsSchema = z.object({ regions: z.array(CutoutRegionSchema) });
export type CutoutRegions = z.infer<typeof CutoutRegionsSchema>;

/** The designer's kind for a region; a stone may take a colour (#rrggbb). */
export const RegionChoiceSchema = z.object({
  id: z.number().int().min(1),
  kind: RegionKindSchema,
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'A colour is written #rrggbb.' })
    .optional(),
});
export type RegionChoice = z.infer<typeof RegionChoiceSchema>;

/**
 * PUT /api/assets/{id}/cutout and PUT /api/designs/{temporary_id}/cutout: `regions` (a sketch's
 * region kinds, ids from GET .../cutout/regions of the cut-out they apply to) alone, keeping the
 * strokes and motif as they are, or with exactly one of
 * - `strokes`: every stroke since the automatic cut-out, in order (the server starts again from
 *   the automatic cut-out of the chosen motif each time, so undo is a shorter list);
 * - `reset: true`: no strokes, back to the automatic cut-out of the chosen motif (the same as
 *   `strokes: []`; with the default motif, exactly the cut-out made at upload);
 * - `motif`: a sketch sheet's candidate motif (an index into cutout_motifs), with no strokes.
 */
export const CorrectCutoutRequestSchema = z
  .object({
    strokes: z
      .array(CutoutStrokeSchema)
      .max(CUTOUT_STROKE_LIMITS.maxStrokes, {
        error: `Send at most ${CUTOUT_STROKE_LIMITS.maxStrokes} strokes.`,
      })
      .optional(),
    reset: z.literal(true).optional(),
    motif: z.number().int().min(0).optional(),
    regions: z
      .array(RegionChoiceSchema)
      .max(MAX_REGION_CHOICES, { error: `Send at most ${MAX_REGION_CHOICES} regions.` })
      .optional(),
  })
  .superRefine((body, context) => {
    const given = [body.strokes, body.reset, body.motif].filter((value) => value !== undefined);
    if (given.length > 1 || (given.length === 0 && body.regions === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'Send exactly one of strokes, reset or motif.',
        path: [],
      });
    }
  });
export type CorrectCutoutRequest = z.infer<typeof CorrectCutoutRequestSchema>;

/**
 * PUT /api/designs/{temporary_id}/crop: the crop the designer drew (a key of theirs from POST
 * /api/assets/upload-manual-crop), a framing box of the upright original exported as an image;
 * null goes back to the whole original. The cut-out is made again from it at once (a new
 * version, no strokes, unconfirmed), for the designer to see and correct before saving; saving
 * with that crop keeps this cut-out as it is.
 */
export const CropDesignRequestSchema = z.object({
  s3_key_cropped_image: StorageKeySchema.nullable(),
  /**
   * The image style the designer chose, when it is not the one the upload was cut out for: the
   * cut-out is made for it (a sketch's strokes, or a photo's piece) so that it is seen before Save.
   */
  image_style: z.enum(['photo', 'sketch']).optional(),
});
export type CropDesignRequest = z.infer<typeof CropDesignRequestSchema>;

/**
 * PUT /api/assets/{id}/crop: a re-crop of a saved design (a key of the designer's from POST
 * /api/assets/upload-manual-crop). The asset takes it at once with a cut-out made from it (a new
 * version, no strokes, unconfirmed until the designer confirms or corrects it).
 */
export const CropAssetRequestSchema = z.object({ s3_key_cropped_image: StorageKeySchema });
export type CropAssetRequest = z.infer<typeof CropAssetRequestSchema>;

/** The answer of a correction: the new cut-out (its PNG from GET .../cutout). */
export const CutoutMetadataSchema = z.object({
  ...cutoutShape,
  cutout_width: z.number().int().min(1),
  cutout_height: z.number().int().min(1),
  /** The strokes the cut-out is made with (in source pixels), to go on from. */
  cutout_strokes: z.array(CutoutStrokeSchema),
  /** How many of them: 0 after a reset or a motif choice. */
  strokes_applied: z.number().int().min(0),
});
export type CutoutMetadata = z.infer<typeof CutoutMetadataSchema>;

export const AssetSchema = z.object({
  asset_id: IdSchema,
  name: z.string(),
  jewelry_type: JewelryTypeSchema,
  image_style: ImageStyleSchema,
  material: z.string().nullable(),
  gemstones: z.string().nullable(),
  description: z.string().nullable(),
  /** Signed URL of the upload as the designer sent it (re-encoded, no metadata). */
  original_upload_url: ResourceUrlSchema.nullable(),
  /** Signed URL of the crop the studio works from. */
  cropped_image_url: ResourceUrlSchema.nullable(),
  s3_key_original_upload: StorageKeySchema,
  /** Null when the designer kept no crop (spec §2: no manual crop drawn). */
  s3_key_cropped_image: StorageKeySchema.nullable(),
  /** The master image: the design as the studio sees it. Shown first on the detail screen. */
  s3_founding_image_url: ResourceUrlSchema.nullable(),
  /** Fallback master image when there is no founding image. */
  s3_reference_url: ResourceUrlSchema.nullable(),
  original_filename: z.string().nullable(),
  /** The temporary design this asset was confirmed from. */
  temporary_id: z.string().nullable(),
  created_at: IsoDateTimeSchema,
  /** 0-10 success chance of a faithful render; null until assessed. */
  base_fidelity_score: z.number().min(0).max(10).nullable(),
  ...analysisShape,
  ...cutoutShape,
  /** The strokes its cut-out is made with (for the editor to go on from); not sent in lists. */
  cutout_strokes: z.array(CutoutStrokeSchema).optional(),
  /** How many visuals the design has; sent by the collection list, optional elsewhere. */
  visual_count: z.number().int().min(0).optional(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const ASSET_SORTS = ['newest', 'oldest', 'name'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** GET /api/assets query. Strings arrive from the URL, so numbers are coerced. */
export const AssetListQuerySchema = z.object({
  /** Matches name, material, gemstones (server decides how); blank means no filter. */
  q: z.string().trim().max(SHORT_TEXT_MAX_LENGTH).optional(),
  jewelry_type: JewelryTypeSchema.optional(),
  sort: z.enum(ASSET_SORTS).default('newest'),
  limit: queryInt(1, 100, 24),
  offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
});
export type AssetListQuery = z.infer<typeof AssetListQuerySchema>;
/** What a caller may pass (everything optional, numbers or numeric strings). */
export type AssetListQueryInput = z.input<typeof AssetListQuerySchema>;

export const AssetListResponseSchema = z.object({
  items: z.array(AssetSchema),
  /** All matches, not just this page. */
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
  offset: z.number().int().min(0),
});
export type AssetListResponse = z.infer<typeof AssetListResponseSchema>;

/**
 * POST /api/designs/initiate-analysis (multipart, field `file`): an analysed upload that is not
 * yet a design. The designer confirms it into an asset before it expires.
 */
export const TemporaryDesignSchema = z.object({
  temporary_id: IdSchema,
  expires_at: IsoDateTimeSchema,
  original_filename: z.string().nullable(),
  s3_key_original_upload: StorageKeySchema,
  /** The automatic crop; null when the analysis could not find the piece. */
  s3_key_cropped_image: StorageKeySchema.nullable(),
  original_upload_url: ResourceUrlSchema,
  cropped_image_url: ResourceUrlSchema.nullable(),
  ...analysisShape,
  ...cutoutShape,
});
export type TemporaryDesign = z.infer<typeof TemporaryDesignSchema>;

/** POST /api/assets/upload-manual-crop (multipart, field `file`, manual_crop.webp). */
export const ManualCropResponseSchema = z.object({ s3_key_cropped_image: StorageKeySchema });
export type ManualCropResponse = z.infer<typeof ManualCropResponseSchema>;

/** The fields a designer edits, shared by create and update. */
const editableShape = {
  name: NameInputSchema,
  jewelry_type: JewelryTypeSchema,
  material: optionalTextInput(SHORT_TEXT_MAX_LENGTH),
  gemstones: optionalTextInput(SHORT_TEXT_MAX_LENGTH),
  description: optionalTextInput(DESCRIPTION_MAX_LENGTH),
};

/**
 * POST /api/assets: confirm a temporary design. The image style travels inside
 * detected_characteristics (the designer's choice overwrites the detected one) and must be sketch
 * or photo (spec §5). The server checks that the keys belong to this user's temporary design.
 */
export const CreateAssetRequestSchema = z.object({
  temporary_id: IdSchema,
  ...editableShape,
  s3_key_original_upload: StorageKeySchema,
  s3_key_cropped_image: StorageKeySchema.nullable(),
  detected_characteristics: DetectedCharacteristicsSchema.extend({
    image_style: z.enum(['sketch', 'photo'], {
      error: 'Choose Sketch or Photo as the input style.',
    }),
  }),
  difficulty_assessment: DifficultyAssessmentSchema.nullable(),
  technical_quality_report: TechnicalQualityReportSchema.nullable(),
  /**
   * The designer has looked at the cut-out and accepts it. Needed (true) when the cut-out the
   * asset is made with has the review 'required' and was not corrected (a correction through
   * PUT .../cutout confirms it); otherwise the request is refused with 422.
   */
  cutout_confirmed: z.boolean().optional(),
});
export type CreateAssetRequest = z.infer<typeof CreateAssetRequestSchema>;

/**
 * PUT /api/assets/{id}: the editable details (the image style is locked after upload), and
 * optionally a crop and the cut-out's confirmation.
 */
export const UpdateAssetRequestSchema = z.object({
  ...editableShape,
  /**
   * A crop the designer drew (the key POST /api/assets/upload-manual-crop answered). The asset
   * takes it as its crop and its cut-out is made again from it, as a new cut-out version (visuals
   * ordered before keep theirs); the new cut-out is unconfirmed unless cutout_confirmed is sent,
   * and refused (422) when it needs review: PUT /api/assets/{id}/crop makes it to be seen first.
   * Left out: the crop and cut-out stay as they are.
   */
  s3_key_cropped_image: StorageKeySchema.optional(),
  /**
   * true: the designer has looked at the cut-out (as this request leaves it) and accepts it; its
   * confirmation time is recorded. false or left out: nothing changes, and a cut-out whose review
   * is 'required' and not yet confirmed (a re-crop made it) is refused with 422.
   */
  cutout_confirmed: z.boolean().optional(),
});
export type UpdateAssetRequest = z.infer<typeof UpdateAssetRequestSchema>;

/**
 * GET /api/assets/{id}/cutout and GET /api/designs/{temporary_id}/cutout answer a file rather
 * than JSON: an RGBA PNG of the piece's own pixels whose alpha is the cut-out, the oriented
 * original's aspect ratio, its long side the original's or 2048 px, whichever is smaller.
 */
export const CUTOUT_MEDIA_TYPE = 'image/png';
export const CutoutImageSchema = z.instanceof(Blob);

/** A crop rectangle as react-image-crop describes it. */
export const CropAreaSchema = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.enum(['px', '%']),
});
export type CropArea = z.infer<typeof CropAreaSchema>;
