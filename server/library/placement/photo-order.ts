// What a visual on one of the designer's photographs records when it is ordered (transformations
// .placement): the photograph's file and the landmarks, surface, placement and ring size as they
// were then, so a re-render or an expansion places the piece exactly again, whatever the designer
// changes later, even deleting the photograph: the order copies it into the visual's own folder
// (create-transformation.ts) and photo_key is that copy. The render adds what it computed
// (`rendered`: frame, transform, light, scale), which a later render uses as it is.
import { and, eq } from 'drizzle-orm';
import type { VisualKind } from '../../../src/api/catalogue';
import type { Landmark, LibraryKind, ScenePlacement, Surface } from '../../../src/api/library';
import type { AppDb } from '../../db/client';
import { libraryPhotos } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { PhotoRenderRecord } from './render-on-photo';
import type { RingSize } from './ring-size';

export interface PhotoOrder {
  photo_id: string;
  kind: LibraryKind;
  photo_key: string;
  photo_width: number;
  photo_height: number;
  landmarks: Landmark[];
  surface: Surface | null;
  placement: ScenePlacement | null;
  ring_size: RingSize | null;
  /** Set by the render: what it computed and applied, used as it is by a later render. */
  rendered?: PhotoRenderRecord;
}

/** Which library a visual kind takes its photograph from. */
const LIBRARY_OF: Partial<Record<VisualKind, LibraryKind>> = {
  model_shot: 'model',
  lifestyle: 'scene',
};

/** The snapshot for an order of `kind` on photograph `photoId`; 422 naming the field otherwise. */
export async function photoOrderFor(
  db: AppDb,
  userId: string,
  kind: VisualKind,
  photoId: string,
  ringSize: RingSize | null,
): Promise<PhotoOrder> {
  const library = LIBRARY_OF[kind];
  if (!library) {
    throw invalidPhoto('only a model shot or a lifestyle image is made on your own photographs');
  }
  const [photo] = isUuid(photoId)
    ? await db
        .select()
        .from(libraryPhotos)
        .where(and(eq(libraryPhotos.photoId, photoId), eq(libraryPhotos.userId, userId)))
        // A delete of the photograph waits until the order has its copy of it (or fails).
        .for('share')
    : [];
  if (!photo) throw invalidPhoto('is not a photograph of your library');
  if (photo.kind !== library) {
    throw invalidPhoto(
      library === 'model'
        ? 'a model shot needs one of your model photographs'
        : 'a lifestyle image needs one of your scene photographs',
    );
  }
  return {
    photo_id: photo.photoId,
    kind: photo.kind,
    photo_key: photo.s3KeyImage,
    photo_width: photo.width,
    photo_height: photo.height,
    landmarks: photo.landmarks,
    surface: photo.surface ?? null,
    placement: photo.placement ?? null,
    ring_size: ringSize,
  };
}

function invalidPhoto(problem: string): ApiError {
  return new ApiError(422, `Invalid request body: library_photo_id: ${problem}.`, 'invalid_body');
}
