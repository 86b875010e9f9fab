// Where each kind of file lives in storage. Everything of a user sits under `users/<user>/`, and
// everything of a design under its asset folder (visuals included), so deleting a design is one
// deletePrefix:
//   users/<user>/temporary/<temporaryId>/original.webp, crop.webp, cutout.png   not yet confirmed
//   users/<user>/uploads/<uploadId>/manual_crop.webp                 a crop drawn by the designer
//   users/<user>/assets/<assetId>/original.webp, crop.webp, cutout.png           a confirmed design
//   users/<user>/assets/<assetId>/transformations/<id>/main.webp     its visuals
//   users/<user>/library/<photoId>/photo.jpg                  a photograph of the designer's library
// Beside a design's cut-out: lineart.png (a sketch sheet's whole line art), cutout-auto.png (the
// automatic cut-out, when confirmed after corrections) and cutout-v<n>-<random>.png (each
// corrected version; never overwritten, so a visual keeps the version it was ordered with). A
// re-crop adds crop-v<n>-<random>.webp and, for a sketch sheet, lineart-v<n>-<random>.png.
import { createHash, randomBytes } from 'node:crypto';
import { storageKey } from './storage';

export const MANUAL_CROP_FILE = 'manual_crop.webp';
/** The design's cut-out (RGBA PNG), in the temporary design's folder and then the asset's. */
export const CUTOUT_FILE = 'cutout.png';
/** The automatic cut-out of a design confirmed after corrections (its cutout.png is corrected). */
export const CUTOUT_AUTO_FILE = 'cutout-auto.png';
/** A sketch sheet's whole line art (grey PNG), from which another motif is cut. */
export const LINEART_FILE = 'lineart.png';

/**
 * The file name of a corrected cut-out: its version, and a random part so that two corrections
 * racing for the same version never write the same file.
 */
export function cutoutVersionFile(version: number): string {
  return `cutout-v${version}-${randomBytes(4).toString('hex')}.png`;
}

/**
 * The files of a cut-out remade from a crop the designer drew after saving (a re-crop): the crop
 * itself and a sketch sheet's line art, each under a key of its own (never overwritten, so a
 * visual ordered from the earlier crop keeps it, and a re-crop that fails leaves nothing behind).
 */
export function recropFile(kind: 'crop' | 'lineart', version: number, extension: string): string {
  return `${kind}-v${version}-${randomBytes(4).toString('hex')}${extension}`;
}

// Supabase user ids are uuids and go in as they are; any other subject (a key part allows only
// A-Z a-z 0-9 . _ -) is hashed, so every user still gets a folder of their own.
function userPart(userId: string): string {
  return /^[A-Za-z0-9_-]{1,100}$/.test(userId)
    ? userId
    : `h-${createHash('sha256').update(userId).digest('hex').slice(0, 40)}`;
}

export function temporaryDesignFolder(userId: string, temporaryId: string): string {
  return storageKey('users', userPart(userId), 'temporary', temporaryId);
}

export function manualCropKey(userId: string, uploadId: string): string {
  return storageKey('users', userPart(userId), 'uploads', uploadId, MANUAL_CROP_FILE);
}

/** Whether `key` is a manual crop upload of this user (not of anyone else, not any other file). */
export function isManualCropKeyOf(userId: string, key: string): boolean {
  const prefix = `${storageKey('users', userPart(userId), 'uploads')}/`;
  if (!key.startsWith(prefix)) return false;
  const [uploadId, file, ...rest] = key.slice(prefix.length).split('/');
  return rest.length === 0 && file === MANUAL_CROP_FILE && /^[A-Za-z0-9_-]{1,100}$/.test(uploadId!);
}

export function assetFolder(userId: string, assetId: string): string {
  return storageKey('users', userPart(userId), 'assets', assetId);
}

/** A file of the design itself, e.g. `original.webp`. */
export function assetFileKey(userId: string, assetId: string, fileName: string): string {
  return storageKey('users', userPart(userId), 'assets', assetId, fileName);
}

export function transformationFolder(
  userId: string,
  assetId: string,
  transformationId: string,
): string {
  return storageKey(
    'users',
    userPart(userId),
    'assets',
    assetId,
    'transformations',
    transformationId,
  );
}

/** The folder of one photograph of the designer's library (models and scenes). */
export function libraryPhotoFolder(userId: string, photoId: string): string {
  return storageKey('users', userPart(userId), 'library', photoId);
}
