// Rows and files the API tests start from, written straight to the database and storage (the
// upload and the worker that make them for real are not under test here). The analyses are shaped
// like the studio engine's: scored criteria, summary keys, a technical quality report.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AssessmentDetails, DifficultyAssessment } from '../../src/api/assessment';
import type { CutoutReview } from '../../src/api/asset';
import type { ImageStyle, JewelryType, Quality, VisualKind } from '../../src/api/catalogue';
import type { TransformationStatus } from '../../src/api/transformation';
import { grantCredits, reserveCredits } from '../billing/credits';
import type { AppDb } from '../db/client';
import {
  assets,
  profiles,
  temporaryDesigns,
  transformations,
  type AssetRow,
  type DesignAnalysis,
  type TemporaryDesignRow,
  type TransformationRow,
} from '../db/schema';
import {
  assetFileKey,
  CUTOUT_FILE,
  temporaryDesignFolder,
  transformationFolder,
} from '../storage/key-layout';
import type { Storage } from '../storage/storage';

/** Sketch criteria averaging 37 / 6 = 6.1666 (6.17); summary keys that must not count. */
export const SKETCH_ASSESSMENT: DifficultyAssessment = {
  status: 'complete',
  sketch_quality: { score: 8, reason: 'Clean, confident line work.' },
  form_definition: { score: 7.5 },
  design_complexity: { score: 6 },
  perspective_and_scale: { score: 3.5, reason: 'The shank is drawn flat.' },
  replication_familiarity: { score: 9 },
  extraneous_marks: { score: 3, reason: 'Construction lines around the halo.' },
  final_score: 6.2,
  category: 'manageable',
  total_dp: 12,
  weighted_score: 6.2,
};

/** Photo criteria: weighted (9*1.5 + 7*1.5 + 3.5*2 + 8.5 + 8 + 7) / 8 = 6.8125 (6.81). */
export const PHOTO_ASSESSMENT: DifficultyAssessment = {
  status: 'complete',
  image_clarity: { score: 9 },
  detail_complexity: { score: 7 },
  text_logo_presence: { score: 3.5, reason: 'Engraved logo inside the band.' },
  subject_isolation: { score: 8.5 },
  design_clarity: { score: 8 },
  repetition_difficulty: { score: 7 },
  final_score: 7.1,
  category: 'manageable',
  total_dp: 9,
  weighted_score: 6.9,
};

export function analysisOf(
  imageStyle: 'sketch' | 'photo',
  assessment: DifficultyAssessment | null = imageStyle === 'sketch'
    ? SKETCH_ASSESSMENT
    : PHOTO_ASSESSMENT,
): DesignAnalysis {
  const { status: _status, ...details } = assessment ?? {};
  return {
    detected_characteristics: {
      name: 'Celeste Halo Ring',
      jewelry_type: 'ring',
      image_style: imageStyle,
      material: 'Rose gold',
      gemstones: 'Pink sapphire, diamonds',
    },
    difficulty_assessment: assessment,
    technical_quality_report: {
      resolution: { width: 2400, height: 1800, megapixels: 4.32 },
      sharpness: 0.82,
      exposure: 0.54,
      noise: 0.08,
      background_uniformity: 0.91,
    },
    initial_difficulty_assessment_details: assessment ? (details as AssessmentDetails) : null,
  };
}

export const IMAGE_BYTES = Buffer.from('RIFF....WEBPVP8 fake image bytes');

/** Size of the drawn design images below (an upload's original and its cut-out). */
export const DRAWN_WIDTH = 96;
export const DRAWN_HEIGHT = 64;

/** A ring seen from above: where it is (0-1) at pixel (x, y) of the drawn image. */
function ringCover(x: number, y: number): number {
  const r = Math.hypot(x + 0.5 - DRAWN_WIDTH / 2, y + 0.5 - DRAWN_HEIGHT / 2);
  return r >= 12 && r <= 22 ? 1 : 0;
}

/** A real little photo of a gold ring on white (WebP), for what decodes an upload's original. */
export async function drawnRingPhoto(): Promise<Buffer> {
  const rgb = new Uint8Array(DRAWN_WIDTH * DRAWN_HEIGHT * 3).fill(255);
  for (let y = 0; y < DRAWN_HEIGHT; y++) {
    for (let x = 0; x < DRAWN_WIDTH; x++) {
      if (!ringCover(x, y)) continue;
      rgb.set([201, 168, 106], (y * DRAWN_WIDTH + x) * 3);
    }
  }
  return sharp(rgb, { raw: { width: DRAWN_WIDTH, height: DRAWN_HEIGHT, channels: 3 } })
    .webp({ lossless: true })
    .toBuffer();
}

/** That ring's cut-out as it is stored (RGBA PNG, alpha = the ring). */
export async function drawnRingCutout(): Promise<Buffer> {
  const rgba = new Uint8Array(DRAWN_WIDTH * DRAWN_HEIGHT * 4);
  for (let y = 0; y < DRAWN_HEIGHT; y++) {
    for (let x = 0; x < DRAWN_WIDTH; x++) {
      if (!ringCover(x, y)) continue;
      rgba.set([201, 168, 106, 255], (y * DRAWN_WIDTH + x) * 4);
    }
  }
  return sharp(rgba, { raw: { width: DRAWN_WIDTH, height: DRAWN_HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}

/** The row fields of the drawn cut-out stored under `key`. */
function drawnCutoutFields(key: string, style: 'sketch' | 'photo', review: CutoutReview) {
  return {
    s3KeyCutout: key,
    cutoutStyle: style,
    cutoutWidth: DRAWN_WIDTH,
    cutoutHeight: DRAWN_HEIGHT,
    cutoutReview: review,
    cutoutReviewReasons:
      review === 'ok' ? [] : ['The piece and its background are hard to tell apart.'],
  };
}

/** A profile holding exactly `credits` available (granted through the ledger). */
export async function insertProfile(db: AppDb, userId: string, credits = 15): Promise<void> {
  await db.insert(profiles).values({ userId, email: `${userId}@example.com` });
  if (credits > 0) {
    await grantCredits(db, {
      userId,
      amount: credits,
      entry: 'grant',
      reference: `test:${userId}`,
    });
  }
}

export async function profileOf(db: AppDb, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

export interface TemporaryDesignOptions {
  imageStyle?: 'sketch' | 'photo';
  analysis?: DesignAnalysis;
  expiresAt?: Date;
  withCrop?: boolean;
  /** The review of its cut-out (default 'ok'); null: an upload from before cut-outs were stored. */
  cutoutReview?: CutoutReview | null;
}

/**
 * An analysed upload with its files, as POST /api/designs/initiate-analysis leaves it: a drawn
 * ring as the original, and its cut-out made for the analysed style.
 */
export async function insertTemporaryDesign(
  db: AppDb,
  storage: Storage,
  userId: string,
  options: TemporaryDesignOptions = {},
): Promise<TemporaryDesignRow> {
  const temporaryId = randomUUID();
  const folder = temporaryDesignFolder(userId, temporaryId);
  const original = `${folder}/original.webp`;
  const crop = options.withCrop === false ? null : `${folder}/crop.webp`;
  const cutout = options.cutoutReview === null ? null : `${folder}/${CUTOUT_FILE}`;
  const analysis = options.analysis ?? analysisOf(options.imageStyle ?? 'sketch');
  const style = analysis.detected_characteristics?.image_style === 'sketch' ? 'sketch' : 'photo';
  await storage.put(original, await drawnRingPhoto(), 'image/webp');
  if (crop) await storage.put(crop, IMAGE_BYTES, 'image/webp');
  if (cutout) await storage.put(cutout, await drawnRingCutout(), 'image/png');
  const [row] = await db
    .insert(temporaryDesigns)
    .values({
      temporaryId,
      userId,
      originalFilename: 'celeste-halo.jpg',
      s3KeyOriginalUpload: original,
      s3KeyCroppedImage: crop,
      analysis,
      ...(cutout ? drawnCutoutFields(cutout, style, options.cutoutReview ?? 'ok') : {}),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 24 * 3600 * 1000),
    })
    .returning();
  return row!;
}

export interface AssetOptions {
  name?: string;
  jewelryType?: JewelryType;
  imageStyle?: ImageStyle;
  material?: string | null;
  gemstones?: string | null;
  description?: string | null;
  createdAt?: Date;
  /** Stored cut-out: the drawn ring (default), or none (a design from before cut-outs). */
  withCutout?: boolean;
}

/** A confirmed design with its files: fake original and crop bytes, the drawn ring's cut-out. */
export async function insertAsset(
  db: AppDb,
  storage: Storage,
  userId: string,
  options: AssetOptions = {},
): Promise<AssetRow> {
  const assetId = randomUUID();
  const original = assetFileKey(userId, assetId, 'original.webp');
  const crop = assetFileKey(userId, assetId, 'crop.webp');
  const cutout = options.withCutout === false ? null : assetFileKey(userId, assetId, CUTOUT_FILE);
  const imageStyle = options.imageStyle ?? 'sketch';
  await storage.put(original, IMAGE_BYTES, 'image/webp');
  await storage.put(crop, IMAGE_BYTES, 'image/webp');
  if (cutout) await storage.put(cutout, await drawnRingCutout(), 'image/png');
  const [row] = await db
    .insert(assets)
    .values({
      assetId,
      userId,
      name: options.name ?? 'Celeste Halo Ring',
      jewelryType: options.jewelryType ?? 'ring',
      imageStyle,
      material: options.material === undefined ? 'Rose gold' : options.material,
      gemstones: options.gemstones === undefined ? 'Pink sapphire' : options.gemstones,
      description: options.description ?? null,
      s3KeyOriginalUpload: original,
      s3KeyCroppedImage: crop,
      baseFidelityScore: 6.17,
      ...(cutout
        ? drawnCutoutFields(cutout, imageStyle === 'sketch' ? 'sketch' : 'photo', 'ok')
        : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

export interface VisualOptions {
  status?: TransformationStatus;
  kind?: Exclude<VisualKind, 'expand'>;
  quality?: Quality;
  cost?: number;
  createdAt?: Date;
}

/**
 * A visual as the worker leaves it: queued and processing ones hold a reservation, completed ones
 * have their files (and, like failed ones, no open reservation).
 */
export async function insertVisual(
  db: AppDb,
  storage: Storage,
  asset: AssetRow,
  options: VisualOptions = {},
): Promise<TransformationRow> {
  const transformationId = randomUUID();
  const status = options.status ?? 'completed';
  const kind = options.kind ?? 'pack_shot';
  const cost = options.cost ?? 2;
  const folder = transformationFolder(asset.userId, asset.assetId, transformationId);
  const mainView = `${folder}/main.webp`;
  if (status === 'queued' || status === 'processing') {
    const reserved = await reserveCredits(db, { userId: asset.userId, transformationId, cost });
    if (!reserved.ok) throw new Error('The test user cannot afford this visual.');
  }
  if (status === 'completed') await storage.put(mainView, IMAGE_BYTES, 'image/webp');
  const [row] = await db
    .insert(transformations)
    .values({
      transformationId,
      assetId: asset.assetId,
      userId: asset.userId,
      status,
      pipelineStepName: `${asset.jewelryType}_${kind}`,
      kind,
      compositionType: kind,
      sceneName: 'White seamless',
      qualityRequested: options.quality ?? 'hd',
      sourceImageS3Path: asset.s3KeyCroppedImage ?? asset.s3KeyOriginalUpload,
      cost,
      outputKeys: status === 'completed' ? { main_view: mainView } : {},
      fidelityScore: status === 'completed' ? 0.97 : null,
      failureReason:
        status === 'failed' ? 'The piece could not be separated from its background.' : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}
