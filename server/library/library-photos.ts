// Reading, changing and deleting the designer's library photographs. Every query is scoped to the
// caller: another user's photograph is the same 404 as a missing one.
import { and, desc, eq } from 'drizzle-orm';
import type { Landmark, LibraryKind, UpdateLibraryPhotoRequest } from '../../src/api/library';
import type { AppDb } from '../db/client';
import { libraryPhotos, type LibraryPhotoRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import { libraryPhotoFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';

/** At most this many photographs of each kind per designer (a library, not a photo archive). */
export const LIBRARY_MAX_PHOTOS = 200;

const KIND_WORD: Record<LibraryKind, string> = { model: 'Model', scene: 'Scene' };

export function libraryPhotoNotFound(kind: LibraryKind, photoId: string): ApiError {
  return new ApiError(404, `${KIND_WORD[kind]} photo with ID "${photoId}" not found.`, 'not_found');
}

export async function findOwnLibraryPhoto(
  db: AppDb,
  userId: string,
  kind: LibraryKind,
  photoId: string,
): Promise<LibraryPhotoRow | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [row] = await db
    .select()
    .from(libraryPhotos)
    .where(
      and(
        eq(libraryPhotos.photoId, photoId),
        eq(libraryPhotos.userId, userId),
        eq(libraryPhotos.kind, kind),
      ),
    );
  return row;
}

export async function requireOwnLibraryPhoto(
  db: AppDb,
  userId: string,
  kind: LibraryKind,
  photoId: string,
): Promise<LibraryPhotoRow> {
  const row = await findOwnLibraryPhoto(db, userId, kind, photoId);
  if (!row) throw libraryPhotoNotFound(kind, photoId);
  return row;
}

export async function listOwnLibraryPhotos(
  db: AppDb,
  userId: string,
  kind: LibraryKind,
): Promise<LibraryPhotoRow[]> {
  return db
    .select()
    .from(libraryPhotos)
    .where(and(eq(libraryPhotos.userId, userId), eq(libraryPhotos.kind, kind)))
    .orderBy(desc(libraryPhotos.createdAt), desc(libraryPhotos.photoId))
    .limit(LIBRARY_MAX_PHOTOS);
}

/**
 * Renames, replaces the landmarks (each point the designer's from now on) or moves the piece in a
 * scene. A point outside the photograph is a 422 naming it.
 */
export async function updateOwnLibraryPhoto(
  db: AppDb,
  userId: string,
  kind: LibraryKind,
  photoId: string,
  request: UpdateLibraryPhotoRequest,
): Promise<LibraryPhotoRow> {
  const row = await requireOwnLibraryPhoto(db, userId, kind, photoId);
  const changes: Partial<typeof libraryPhotos.$inferInsert> = {};
  if (request.name !== undefined) changes.name = request.name;
  if (request.landmarks !== undefined) {
    request.landmarks.forEach((point, index) => assertInside(row, point, `landmarks.${index}`));
    changes.landmarks = request.landmarks.map((point): Landmark => ({
      ...point,
      score: null,
      source: 'designer',
    }));
    // Points marked by hand make a "nothing found" photograph usable.
    if (kind === 'model')
      changes.detection = changes.landmarks.length > 0 ? 'found' : 'nothing_found';
  }
  if (request.placement !== undefined) {
    if (kind !== 'scene') {
      throw new ApiError(
        422,
        'Invalid request body: placement: only a scene has a placement.',
        'invalid_body',
      );
    }
    if (request.placement) assertInside(row, request.placement, 'placement');
    changes.placement = request.placement;
  }
  if (Object.keys(changes).length === 0) return row;
  const [updated] = await db
    .update(libraryPhotos)
    .set(changes)
    .where(and(eq(libraryPhotos.photoId, row.photoId), eq(libraryPhotos.userId, userId)))
    .returning();
  if (!updated) throw libraryPhotoNotFound(kind, photoId);
  return updated;
}

/** Deletes the row, then its files (a file left behind is only litter, logged). */
export async function deleteOwnLibraryPhoto(
  deps: { db: AppDb; storage: Storage; logger: Logger },
  userId: string,
  kind: LibraryKind,
  photoId: string,
): Promise<LibraryPhotoRow> {
  if (!isUuid(photoId)) throw libraryPhotoNotFound(kind, photoId);
  const [deleted] = await deps.db
    .delete(libraryPhotos)
    .where(
      and(
        eq(libraryPhotos.photoId, photoId),
        eq(libraryPhotos.userId, userId),
        eq(libraryPhotos.kind, kind),
      ),
    )
    .returning();
  if (!deleted) throw libraryPhotoNotFound(kind, photoId);
  await deps.storage
    .deletePrefix(libraryPhotoFolder(userId, photoId))
    .catch((error: unknown) =>
      deps.logger.warn('Could not delete the files of a library photo', { photoId, error }),
    );
  return deleted;
}

function assertInside(row: LibraryPhotoRow, point: { x: number; y: number }, field: string): void {
  if (point.x > row.width || point.y > row.height) {
    throw new ApiError(
      422,
      `Invalid request body: ${field}: the point (${point.x}, ${point.y}) lies outside the ` +
        `photograph (${row.width} x ${row.height} px).`,
      'invalid_body',
    );
  }
}
