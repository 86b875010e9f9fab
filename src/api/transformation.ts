// Generated visuals (transformations) and the calls that create, list and delete them.
//
// The UI also keeps an `is_new` flag per visual (spec §4: new until seen, stored in local
// storage). It is a browser concern and deliberately not part of this contract.
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, ResourceUrlSchema, StorageKeySchema } from './common';
import { QUALITIES, VISUAL_KINDS, parsePipelineStep } from './catalogue';

/** The statuses the studio knows. The status field stays an open string: show unknowns as-is. */
export const TRANSFORMATION_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type TransformationStatus = (typeof TRANSFORMATION_STATUSES)[number];

export const QualitySchema = z.enum(QUALITIES);
export const VisualKindSchema = z.enum(VISUAL_KINDS);

/**
 * URLs of a visual's outputs by name. The known keys are typed; other keys (e.g. one named after
 * the pipeline step) may hold any URL string or null.
 */
export const OutputAssetUrlsSchema = z
  .object({
    /** The rendered image, or the .glb for older 3D items. */
    main_view: ResourceUrlSchema.nullable().optional(),
    /** The 3D model file. */
    model_glb: ResourceUrlSchema.nullable().optional(),
    /** A still of a 3D model, used as its preview. */
    thumbnail_url: ResourceUrlSchema.nullable().optional(),
  })
  .catchall(z.string().nullable());
export type OutputAssetUrls = z.infer<typeof OutputAssetUrlsSchema>;

/** Storage keys of the outputs; main_view is what an expansion starts from. */
export const OutputAssetPathsSchema = z.looseObject({ main_view: StorageKeySchema.optional() });
export type OutputAssetPaths = z.infer<typeof OutputAssetPathsSchema>;

export const TransformationSchema = z.object({
  transformation_id: IdSchema,
  asset_id: IdSchema,
  /** Usually one of TRANSFORMATION_STATUSES, in any case; anything else is shown as-is. */
  status: z.string(),
  /** `{jewelry_type}_{kind}` or `{jewelry_type}_expand_{option}`; see catalogue.ts. */
  pipeline_step_name: z.string(),
  /** The visual kind ('pack_shot', ..., 'expand'); open for older items. */
  composition_type: z.string().nullable(),
  /** The tile label; null falls back to the step name. */
  scene_name: z.string().nullable(),
  quality_requested: QualitySchema.nullable(),
  created_at: IsoDateTimeSchema,
  /** What the viewer shows for images. */
  display_url: ResourceUrlSchema.nullable(),
  /** The design's own master image shown among the visuals; never expanded. */
  isMasterDesign: z.boolean(),
  output_asset_urls: OutputAssetUrlsSchema,
  output_asset_paths: OutputAssetPathsSchema.nullable(),
  /** 0-1: how much of the design's silhouette the engine kept (1 is identical); null until done. */
  fidelity_score: z.number().min(0).max(1).nullable(),
  /** Why a failed visual failed, in words for the designer; null otherwise. */
  failure_reason: z.string().nullable(),
  /**
   * The version of the design's cut-out the visual is made from (later corrections do not change
   * it); null for visuals ordered before cut-outs were versioned.
   */
  cutout_version: z.number().int().min(1).nullable().optional(),
  /** The designer's own photograph the piece was placed on (library); null for the studio's. */
  library_photo_id: z.string().nullable().optional(),
});
export type Transformation = z.infer<typeof TransformationSchema>;

/**
 * POST /api/transformations; also the expand job payload of spec §3. The step name must be one
 * the catalogue knows and agree with composition_type.
 */
export const CreateTransformationRequestSchema = z
  .object({
    asset_id: IdSchema,
    pipeline_step_name: z.string().min(1),
    /** The image to work from: the design's crop, or the source visual's main_view for expand. */
    source_image_s3_path: StorageKeySchema,
    quality: QualitySchema,
    composition_type: VisualKindSchema,
    scene_name: z.string().trim().min(1).max(200).nullable(),
    /**
     * A model shot on one of the designer's model photographs, or a lifestyle image on one of
     * their scenes (library), instead of the studio's own; the usual credit cost.
     */
    library_photo_id: IdSchema.nullable().optional(),
    /** A ring's size (EU, US or UK), for its true size on a model photograph; EU 52 if left out. */
    ring_size: z
      .object({ system: z.enum(['EU', 'US', 'UK']), value: z.string().trim().min(1).max(8) })
      .nullable()
      .optional(),
  })
  .superRefine((request, context) => {
    const step = parsePipelineStep(request.pipeline_step_name);
    if (!step) {
      context.addIssue({
        code: 'custom',
        path: ['pipeline_step_name'],
        message: `Unknown pipeline step '${request.pipeline_step_name}'.`,
      });
    } else if (step.kind !== request.composition_type) {
      context.addIssue({
        code: 'custom',
        path: ['composition_type'],
        message: `composition_type '${request.composition_type}' does not match step '${request.pipeline_step_name}'.`,
      });
    }
  });
export type CreateTransformationRequest = z.infer<typeof CreateTransformationRequestSchema>;
export type ExpandJobPayload = CreateTransformationRequest & { composition_type: 'expand' };

/** How many visuals a page of GET /api/transformations holds unless `limit` says, and at most. */
export const TRANSFORMATION_PAGE_SIZE = 50;
export const TRANSFORMATION_PAGE_MAX = 200;

/** GET /api/transformations query. */
export const TransformationListQuerySchema = z.object({
  asset_id: IdSchema.optional(),
  status: z.enum(TRANSFORMATION_STATUSES).optional(),
  kind: VisualKindSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRANSFORMATION_PAGE_MAX)
    .default(TRANSFORMATION_PAGE_SIZE),
  /**
   * Paging: only the visuals after this one in the list's order (strictly older; see
   * transformationCursor). Opaque; one the server cannot read is a 400.
   */
  before: z.string().optional(),
});
export type TransformationListQuery = z.infer<typeof TransformationListQuerySchema>;
export type TransformationListQueryInput = z.input<typeof TransformationListQuerySchema>;

/** The list is a plain array, newest first (spec §7: "returns a list"). */
export const TransformationListResponseSchema = z.array(TransformationSchema);
export type TransformationListResponse = z.infer<typeof TransformationListResponseSchema>;

// ---- Paging the list -------------------------------------------------------------------------

/**
 * Where a page of GET /api/transformations ends: the last visual's created_at and id. The list is
 * ordered newest first (created_at desc, then transformation_id desc), so "the items after this
 * one" is well defined even when visuals share a timestamp or new ones arrive meanwhile.
 */
export interface TransformationCursor {
  /** ISO date-time, millisecond precision (what the list answers). */
  created_at: string;
  transformation_id: string;
}

/** What a malformed `before` is answered with (400). */
export const INVALID_CURSOR_DETAIL =
  'Invalid query: before: Not a paging cursor of this list (use the cursor of a page’s last visual).';

const CURSOR_SEPARATOR = '|';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!BASE64URL.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The opaque `before` value naming a visual: pass a page's last visual to get the page after it.
 * The browser, the mocks and the server all use this one definition.
 */
export function transformationCursor(
  visual: Pick<Transformation, 'created_at' | 'transformation_id'>,
): string {
  const time = new Date(visual.created_at).toISOString();
  return toBase64Url(`${time}${CURSOR_SEPARATOR}${visual.transformation_id}`);
}

/** A `before` value read back; null when it is not one transformationCursor made. */
export function parseTransformationCursor(cursor: string): TransformationCursor | null {
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  const at = text.indexOf(CURSOR_SEPARATOR);
  if (at < 0) return null;
  const createdAt = text.slice(0, at);
  const id = text.slice(at + 1);
  if (!IsoDateTimeSchema.safeParse(createdAt).success || !IdSchema.safeParse(id).success) {
    return null;
  }
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime()) || time.toISOString() !== createdAt) return null;
  return { created_at: createdAt, transformation_id: id };
}

/**
 * The list's order as a comparator: negative when `a` comes first (is newer). Times compare at
 * millisecond precision, ties by id descending, as the server orders them.
 */
export function compareTransformationOrder(
  a: Pick<Transformation, 'created_at' | 'transformation_id'>,
  b: Pick<Transformation, 'created_at' | 'transformation_id'>,
): number {
  const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
  if (byTime !== 0) return byTime;
  if (a.transformation_id === b.transformation_id) return 0;
  return a.transformation_id < b.transformation_id ? 1 : -1;
}

/** Whether a visual comes strictly after the cursor in the list (an older page holds it). */
export function isAfterCursor(
  visual: Pick<Transformation, 'created_at' | 'transformation_id'>,
  cursor: TransformationCursor,
): boolean {
  return compareTransformationOrder(visual, cursor) > 0;
}
