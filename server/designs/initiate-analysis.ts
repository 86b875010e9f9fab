// POST /api/designs/initiate-analysis: check and analyse an upload, store its clean original,
// automatic crop and cut-out under a temporary design of this user, and answer what the confirm
// screen needs. A refused upload throws before anything is stored; a failure after the first file
// is written removes the files written.
import { randomUUID } from 'node:crypto';
import type { TemporaryDesign } from '../../src/api/asset';
import { ensureProfile } from '../billing/credits';
import type { AppDb } from '../db/client';
import { temporaryDesigns } from '../db/schema';
import type { AuthUser } from '../auth/verify-token';
import type { Storage } from '../storage/storage';
import { CUTOUT_FILE, LINEART_FILE, temporaryDesignFolder } from '../storage/key-layout';
import { analyseUpload, type AnalysedUpload } from '../studio/analyse-upload';
import type { UploadLimits } from '../studio/upload-limits';
import { cutoutFields, cutoutStateOf } from './design-cutout';

export interface UploadedDesign {
  bytes: Buffer;
  filename: string | null;
}

/** Decodes and analyses an upload (analyseUpload, here or on an analysis thread). */
export type AnalyseUpload = (
  bytes: Buffer,
  limits: UploadLimits,
  fileName: string | null,
) => Promise<AnalysedUpload>;

const analyseInProcess: AnalyseUpload = (bytes, limits, fileName) =>
  analyseUpload(bytes, { limits, fileName });

export async function initiateAnalysis(
  deps: {
    db: AppDb;
    storage: Storage;
    limits: UploadLimits;
    ttlHours: number;
    now?: () => Date;
    analyse?: AnalyseUpload;
  },
  user: AuthUser,
  upload: UploadedDesign,
): Promise<TemporaryDesign> {
  const analysed = await (deps.analyse ?? analyseInProcess)(
    upload.bytes,
    deps.limits,
    upload.filename,
  );
  const temporaryId = randomUUID();
  const folder = temporaryDesignFolder(user.userId, temporaryId);
  const originalKey = `${folder}/original.${analysed.original.extension}`;
  // No piece found means the crop is only a centred guess: let the designer crop instead.
  const cropKey = analysed.pieceFound ? `${folder}/crop.webp` : null;
  const cutoutKey = `${folder}/${CUTOUT_FILE}`;
  // A sketch sheet's whole line art: another of its motifs is cut from it.
  const lineartKey = analysed.cutout.lineArtPng ? `${folder}/${LINEART_FILE}` : null;
  const cutout = cutoutFields(cutoutKey, analysed.cutout, {
    sourceWidth: analysed.original.width,
    sourceHeight: analysed.original.height,
    lineartKey,
  });

  const now = deps.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
  try {
    await deps.storage.put(originalKey, analysed.original.data, analysed.original.contentType);
    if (cropKey) await deps.storage.put(cropKey, analysed.cropped.data, 'image/webp');
    await deps.storage.put(cutoutKey, analysed.cutout.png, 'image/png');
    if (lineartKey) await deps.storage.put(lineartKey, analysed.cutout.lineArtPng!, 'image/png');
    await deps.db.transaction(async (tx) => {
      await ensureProfile(tx, { userId: user.userId, email: user.email, name: user.name ?? null });
      await tx.insert(temporaryDesigns).values({
        temporaryId,
        userId: user.userId,
        originalFilename: upload.filename,
        s3KeyOriginalUpload: originalKey,
        s3KeyCroppedImage: cropKey,
        analysis: analysed.analysis,
        ...cutout,
        expiresAt,
      });
    });
  } catch (error) {
    // Nothing may outlive a failed request: the files written so far go with the row that never
    // was. Should storage refuse that too, the orphan sweep (orphan-sweep.ts) removes them later.
    await deps.storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  }

  const [originalUrl, cropUrl] = await Promise.all([
    deps.storage.signedUrl(originalKey),
    cropKey ? deps.storage.signedUrl(cropKey) : null,
  ]);
  return {
    temporary_id: temporaryId,
    expires_at: expiresAt.toISOString(),
    original_filename: upload.filename,
    s3_key_original_upload: originalKey,
    s3_key_cropped_image: cropKey,
    original_upload_url: originalUrl,
    cropped_image_url: cropUrl,
    ...analysed.analysis,
    ...cutoutStateOf({ ...cutout, cutoutVersion: 1 }, false),
  };
}
