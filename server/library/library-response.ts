// A library row as the API answers it: the stored photograph behind a signed URL, the body parts
// its landmarks cover.
import type { BodyPart, Landmark, LibraryPhoto, LandmarkName } from '../../src/api/library';
import type { LibraryPhotoRow } from '../db/schema';
import type { Storage } from '../storage/storage';

/** Which landmarks show that a body part is there (all of them needed). */
const BODY_PART_LANDMARKS: Record<BodyPart, LandmarkName[]> = {
  hand: ['ring_finger_base', 'ring_finger_middle'],
  wrist: ['wrist', 'forearm'],
  ear: ['ear_lobe_left'],
  neckline: ['neck_base', 'neck_left', 'neck_right'],
};

export function bodyPartsOf(landmarks: readonly Landmark[]): BodyPart[] {
  const names = new Set(landmarks.map((point) => point.name));
  return (Object.keys(BODY_PART_LANDMARKS) as BodyPart[]).filter((part) =>
    part === 'ear'
      ? names.has('ear_lobe_left') || names.has('ear_lobe_right')
      : BODY_PART_LANDMARKS[part].every((name) => names.has(name)),
  );
}

export async function toLibraryPhotoResponse(
  row: LibraryPhotoRow,
  storage: Storage,
): Promise<LibraryPhoto> {
  return {
    photo_id: row.photoId,
    kind: row.kind,
    name: row.name,
    original_filename: row.originalFilename,
    width: row.width,
    height: row.height,
    image_url: await storage.signedUrl(row.s3KeyImage),
    detection: row.detection,
    detection_ms: row.detectionMs,
    landmarks: row.landmarks,
    body_parts: row.kind === 'model' ? bodyPartsOf(row.landmarks) : [],
    surface: row.surface ?? null,
    placement: row.placement ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
