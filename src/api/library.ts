// The designer's own photographs (the library): models (hands, necklines, ears, wrists) on which a
// piece is shown worn, and scenes (surfaces, props, backdrops) on which it is set. Each photograph
// keeps the points where pieces are worn (found at upload, moved or marked by the designer) and, for
// a scene, where a piece stands.
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, NameInputSchema, ResourceUrlSchema } from './common';

export const LIBRARY_KINDS = ['model', 'scene'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/**
 * Where pieces are worn, in the person's own left and right:
 * - ring: between ring_finger_base (the knuckle where the finger meets the hand) and
 *   ring_finger_middle (the next knuckle);
 * - watch or bracelet: at wrist, its band across the line from forearm to wrist (forearm is 8 cm
 *   up the arm from the wrist: the two set the scale);
 * - earring: at ear_lobe_left / ear_lobe_right;
 * - necklace or pendant: its drop below neck_base, the chain up to neck_left / neck_right, over
 *   collarbone_left / collarbone_right.
 */
export const LANDMARK_NAMES = [
  'ring_finger_base',
  'ring_finger_middle',
  'wrist',
  'forearm',
  'ear_lobe_left',
  'ear_lobe_right',
  'neck_base',
  'neck_left',
  'neck_right',
  'collarbone_left',
  'collarbone_right',
] as const;
export type LandmarkName = (typeof LANDMARK_NAMES)[number];

/** Which body part a model photograph shows, from the landmarks it has. */
export const BODY_PARTS = ['hand', 'wrist', 'ear', 'neckline'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export const LANDMARK_SOURCES = ['detected', 'designer'] as const;

/** A point in the photograph's pixels (the stored, upright photograph). */
export const LandmarkSchema = z.object({
  name: z.enum(LANDMARK_NAMES),
  x: z.number().finite().min(0),
  y: z.number().finite().min(0),
  /** The detector's confidence 0-1; null for a point the designer placed. */
  score: z.number().min(0).max(1).nullable(),
  source: z.enum(LANDMARK_SOURCES),
});
export type Landmark = z.infer<typeof LandmarkSchema>;

/** What the designer sends: a point is theirs once moved or marked, so no score or source. */
export const LandmarkInputSchema = z.object({
  name: z.enum(LANDMARK_NAMES),
  x: z.number().finite().min(0),
  y: z.number().finite().min(0),
});

/**
 * The detection at upload: `found` (at least one place a piece is worn, or a scene's surface),
 * `nothing_found` (a state, not an error: the designer can mark the points by hand).
 */
export const DETECTION_STATES = ['found', 'nothing_found'] as const;
export type DetectionState = (typeof DETECTION_STATES)[number];

/** A scene's flat, quiet region where a piece can stand, and where its light comes from. */
export const SurfaceSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
  /** Direction the light travels in the picture, in degrees (0: to the right, 90: downwards). */
  light_angle_degrees: z.number().nullable(),
});
export type Surface = z.infer<typeof SurfaceSchema>;

/** Where the piece stands in a scene: its centre, its scale against the real size, its turn. */
export const ScenePlacementSchema = z.object({
  x: z.number().finite().min(0),
  y: z.number().finite().min(0),
  /** 1 is the piece's real size at the scene's scale; the designer may go from 0.25 to 4. */
  scale: z.number().min(0.25).max(4),
  rotation_degrees: z.number().min(-180).max(180),
});
export type ScenePlacement = z.infer<typeof ScenePlacementSchema>;

export const LibraryPhotoSchema = z.object({
  photo_id: IdSchema,
  kind: z.enum(LIBRARY_KINDS),
  name: z.string(),
  original_filename: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Signed URL of the stored photograph (upright, re-encoded, no metadata). */
  image_url: ResourceUrlSchema,
  detection: z.enum(DETECTION_STATES),
  /** How long the detection took, in milliseconds. */
  detection_ms: z.number().int().min(0).nullable(),
  landmarks: z.array(LandmarkSchema),
  /** The body parts the landmarks cover (models); empty for scenes. */
  body_parts: z.array(z.enum(BODY_PARTS)),
  /** Scenes: the region a piece is placed on automatically; null for models or none found. */
  surface: SurfaceSchema.nullable(),
  /** Scenes: where the designer put the piece; null means the automatic place. */
  placement: ScenePlacementSchema.nullable(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type LibraryPhoto = z.infer<typeof LibraryPhotoSchema>;

export const LibraryPhotoListSchema = z.object({ items: z.array(LibraryPhotoSchema) });
export type LibraryPhotoList = z.infer<typeof LibraryPhotoListSchema>;

/** A photograph's landmarks can each be named once. */
const uniqueLandmarks = z
  .array(LandmarkInputSchema)
  .max(LANDMARK_NAMES.length)
  .refine(
    (points) => new Set(points.map((point) => point.name)).size === points.length,
    'Each landmark can be given once.',
  );

/**
 * PUT /api/library/{models|scenes}/{id}: rename, replace the landmarks (every point the photograph
 * keeps: a point left out is removed), or move the piece in a scene (null: back to the automatic
 * place). Points must lie inside the photograph (422 otherwise).
 */
export const UpdateLibraryPhotoRequestSchema = z.object({
  name: NameInputSchema.optional(),
  landmarks: uniqueLandmarks.optional(),
  placement: ScenePlacementSchema.nullable().optional(),
});
export type UpdateLibraryPhotoRequest = z.infer<typeof UpdateLibraryPhotoRequestSchema>;

/** Names the body part a model photograph lacks, in the words the library screen shows. */
export const NOTHING_FOUND_MESSAGES: Record<LibraryKind, string> = {
  model: 'No hand found in this photo',
  scene: 'No clear surface found in this photo',
};
