// POST /api/library/{models|scenes}: a photograph joins the designer's library through the same
// intake as a design (bytes sniffed, size and pixel limits, EXIF orientation applied, metadata
// dropped, re-encoded), then a model's landmarks or a scene's surface are found. A refused upload
// stores nothing; a photograph where nothing is found is kept ("nothing_found"), for the designer
// to mark the points by hand.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Landmark, LibraryKind, Surface } from '../../src/api/library';
import type { AuthUser } from '../auth/verify-token';
import { ensureProfile } from '../billing/credits';
import type { AppDb } from '../db/client';
import { libraryPhotos, type LibraryPhotoRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { libraryPhotoFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { normaliseUpload } from '../studio/intake/normalise';
import type { UploadLimits } from '../studio/upload-limits';
import { findLandmarks } from './landmarks/landmark-threads';
import { LIBRARY_MAX_PHOTOS } from './library-photos';
import { findSurface } from './scenes/find-surface';

export interface LibraryUpload {
  bytes: Buffer;
  filename: string | null;
}

export interface LibraryDeps {
  db: AppDb;
  storage: Storage;
  limits: UploadLimits;
}

export async function createLibraryPhoto(
  deps: LibraryDeps,
  user: AuthUser,
  kind: LibraryKind,
  upload: LibraryUpload,
): Promise<LibraryPhotoRow> {
  const [existing] = await deps.db
    .select({ total: count() })
    .from(libraryPhotos)
    .where(and(eq(libraryPhotos.userId, user.userId), eq(libraryPhotos.kind, kind)));
  if ((existing?.total ?? 0) >= LIBRARY_MAX_PHOTOS) {
    throw new ApiError(
      409,
      `Your library holds at most ${LIBRARY_MAX_PHOTOS} ${kind} photos. Delete one to add another.`,
      'library_full',
    );
  }
  const { original } = await normaliseUpload(upload.bytes, deps.limits);

  let landmarks: Landmark[] = [];
  let surface: Surface | null = null;
  let detectionMs: number;
  if (kind === 'model') {
    const found = await findLandmarks(original.data);
    landmarks = found.landmarks;
    detectionMs = found.detectionMs;
  } else {
    const started = performance.now();
    surface = await findSurface(original.data);
    detectionMs = Math.round(performance.now() - started);
  }

  const photoId = randomUUID();
  const folder = libraryPhotoFolder(user.userId, photoId);
  const imageKey = `${folder}/photo.${original.extension}`;
  await deps.storage.put(imageKey, original.data, original.contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      await ensureProfile(tx, { userId: user.userId, email: user.email, name: user.name ?? null });
      const [row] = await tx
        .insert(libraryPhotos)
        .values({
          photoId,
          userId: user.userId,
          kind,
          name: nameFrom(upload.filename, kind),
          originalFilename: upload.filename,
          s3KeyImage: imageKey,
          width: original.width,
          height: original.height,
          detection: (kind === 'model' ? landmarks.length > 0 : surface !== null)
            ? 'found'
            : 'nothing_found',
          detectionMs,
          landmarks,
          surface,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    await deps.storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  }
}

/** The file's name without its extension, or "Model photo" / "Scene photo". */
function nameFrom(filename: string | null, kind: LibraryKind): string {
  const base = filename
    ?.replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 120);
  return base || (kind === 'model' ? 'Model photo' : 'Scene photo');
}
