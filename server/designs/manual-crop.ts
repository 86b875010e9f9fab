// POST /api/assets/upload-manual-crop: a crop the designer drew in the browser. The same checks
// as any upload (bytes sniffed, size and pixel limits, damaged files refused), then re-encoded
// as WebP without metadata (scaled down to WebP's 16,383 px per side) under a server-made key
// of this user's own.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { manualCropKey } from '../storage/key-layout';
import {
  decodeOrRefuse,
  decoderOptions,
  inspectUpload,
  WEBP_MAX_SIDE,
} from '../studio/intake/normalise';
import type { UploadLimits } from '../studio/upload-limits';

const CROP_WEBP_QUALITY = 90;

export async function storeManualCrop(
  deps: { storage: Storage; limits: UploadLimits },
  userId: string,
  bytes: Buffer,
): Promise<{ s3_key_cropped_image: string }> {
  await inspectUpload(bytes, deps.limits);
  const webp = await decodeOrRefuse(() =>
    sharp(bytes, decoderOptions(deps.limits))
      .toColourspace('srgb')
      // A very wide (or tall) crop is valid: scaled to fit WebP's limit, as originals are.
      .resize(WEBP_MAX_SIDE, WEBP_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: CROP_WEBP_QUALITY, alphaQuality: 100 })
      .toBuffer(),
  );
  const key = manualCropKey(userId, randomUUID());
  await deps.storage.put(key, webp, 'image/webp');
  return { s3_key_cropped_image: key };
}
