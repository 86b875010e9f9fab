// PUT /api/designs/{temporary_id}/cutout and PUT /api/assets/{id}/cutout: the designer's
// corrections of the stored cut-out. The request is the whole correction (every stroke since the
// automatic cut-out, a reset, or a sketch sheet's motif), so the cut-out is always recomputed from
// the automatic one and a request means the same whenever it is sent.
//
// Each result is stored under a key of its own and the row moves to it (one version more) only if
// no other correction moved it meanwhile. An asset's earlier versions stay while a visual uses
// them (visuals record the key they were ordered with); versions nothing uses are removed.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  CorrectCutoutRequest,
  CutoutMetadata,
  CutoutReview,
  CutoutStroke,
  RegionChoice,
} from '../../src/api/asset';
import { ensureAssetCutout } from '../assets/asset-cutout';
import { assetNotFound, findOwnAsset } from '../assets/asset-queries';
import { temporaryDesignExpired, temporaryDesignNotFound } from '../assets/create-asset';
import type { AppDb } from '../db/client';
import { assets, temporaryDesigns, transformations, type AssetRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import { cutoutVersionFile } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { assessmentForStyle } from '../studio/analysis/difficulty';
import { alphaOfPng, encodeCutout, motifAlpha } from '../studio/cutout/editable-cutout';
import { workingCopy } from '../studio/cutout/refine';
import { judgeCutout } from '../studio/cutout/review';
import type { RgbImage } from '../studio/cutout/segment-piece';
import type { CutoutStyle } from '../studio/cutout/stored-cutout';
import { refineWithStrokes } from '../studio/cutout/stroke-refine';
import type { RegionMap } from '../studio/regions/region-map';
import {
  carriedChoices,
  decodeRegionMap,
  DESIGNER_CUE,
  encodeRegionMap,
  regionMapOfCutout,
  regionsKeyOf,
  storedRegionMap,
  withChoices,
} from '../studio/regions/stored-regions';
import { decoderOptions } from '../studio/intake/normalise';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../studio/upload-limits';
import { VisualFailure } from '../studio/visual-failure';
import { cutoutStateOf, cutoutStyleOf, type CutoutRowState } from './design-cutout';

export interface CorrectCutoutDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  limits?: UploadLimits;
  /** Decoded source images of recent corrections (a designer sends one stroke after another). */
  images: SourceImageCache;
}

export type CutoutOwner = { kind: 'design' | 'asset'; userId: string; id: string };

/** Below this share of the image, the corrected cut-out holds nothing (as its review says). */
const EMPTY_SHARE = 0.0005;
/** Attempts when other corrections of the same design keep moving it on. */
const ATTEMPTS = 3;

export async function correctCutout(
  deps: CorrectCutoutDeps,
  owner: CutoutOwner,
  request: CorrectCutoutRequest,
  signal?: AbortSignal,
): Promise<CutoutMetadata> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await loadRow(deps, owner);
    const onlyRegions =
      request.strokes === undefined && request.reset === undefined && request.motif === undefined;
    const outcome = onlyRegions
      ? await currentState(deps, row)
      : await correctedState(deps, row, request);
    // The designer's region kinds live in the new version's map (its own file beside it); those
    // set on the version corrected go with it (by overlap), unless the request sets them anew.
    const earlier =
      !onlyRegions && row.style === 'sketch' ? await chosenRegionMap(deps, row.s3KeyCutout) : null;
    const regionsFile =
      request.regions || earlier
        ? await choseRegions(deps, row, outcome, request.regions, onlyRegions, earlier)
        : null;
    if (signal?.aborted) throw superseded();
    const newKey = outcome.png ? `${row.folder}/${cutoutVersionFile(row.cutoutVersion + 1)}` : null;
    if (newKey && outcome.png) await deps.storage.put(newKey, outcome.png, 'image/png');
    if (newKey && regionsFile)
      await deps.storage.put(regionsKeyOf(newKey), regionsFile, 'application/json');
    const values: MovedValues = {
      s3KeyCutout: newKey ?? row.autoKey,
      cutoutVersion: row.cutoutVersion + 1,
      cutoutWidth: outcome.width,
      cutoutHeight: outcome.height,
      cutoutReview: outcome.review.review,
      cutoutReviewReasons: outcome.review.reasons,
      cutoutMotif: outcome.motif,
      cutoutStrokes: outcome.strokes,
      // The automatic cut-out is remembered at the first correction (until then it is current).
      s3KeyCutoutAuto: row.autoKey,
      cutoutAutoReview: row.autoReview,
      cutoutSourceWidth: outcome.sourceWidth ?? row.cutoutSourceWidth,
      cutoutSourceHeight: outcome.sourceHeight ?? row.cutoutSourceHeight,
    };
    const moved = signal?.aborted ? false : await row.moveTo(values, outcome.confirmed);
    if (!moved) {
      if (newKey) await deps.storage.delete(newKey).catch(() => undefined);
      if (newKey && regionsFile)
        await deps.storage.delete(regionsKeyOf(newKey)).catch(() => undefined);
      if (signal?.aborted) throw superseded();
      continue;
    }
    await pruneVersion(deps, row, row.s3KeyCutout);
    const state: CutoutRowState = { ...row, ...values, cutoutMotifs: row.cutoutMotifs };
    return {
      ...cutoutStateOf(state, moved.confirmed),
      cutout_width: outcome.width,
      cutout_height: outcome.height,
      cutout_strokes: outcome.strokes,
      strokes_applied: outcome.strokes.length,
    };
  }
  throw new ApiError(
    409,
    'The cut-out was changed by another correction at the same time; send yours again.',
    'conflict',
  );
}

// ---------------------------------------------------------------------------------------------
// The row, for either kind of owner

interface LoadedRow extends CutoutRowState {
  folder: string;
  s3KeyCutout: string;
  /** The automatic cut-out's key and review (the current ones until the first correction). */
  autoKey: string;
  autoReview: { review: CutoutReview; reasons: string[] };
  style: CutoutStyle;
  sourceKey: string;
  s3KeyLineart: string | null;
  cutoutStrokes: CutoutStroke[];
  /** Moves the row to `values` if it is still at this version; null when another got there first. */
  moveTo(values: MovedValues, confirmed: boolean): Promise<{ confirmed: boolean } | false>;
  /** Whether a visual was ordered with the cut-out under `key`. */
  usedByVisual(key: string): Promise<boolean>;
}

/** The cut-out columns a correction sets (temporary designs and assets share them). */
interface MovedValues {
  s3KeyCutout: string;
  cutoutVersion: number;
  cutoutWidth: number;
  cutoutHeight: number;
  cutoutReview: CutoutReview;
  cutoutReviewReasons: string[];
  cutoutMotif: number;
  cutoutStrokes: CutoutStroke[];
  s3KeyCutoutAuto: string;
  cutoutAutoReview: { review: CutoutReview; reasons: string[] };
  cutoutSourceWidth: number | null;
  cutoutSourceHeight: number | null;
}

async function loadRow(deps: CorrectCutoutDeps, owner: CutoutOwner): Promise<LoadedRow> {
  return owner.kind === 'design' ? loadDesign(deps, owner) : loadAsset(deps, owner);
}

async function loadDesign(deps: CorrectCutoutDeps, owner: CutoutOwner): Promise<LoadedRow> {
  const { db } = deps;
  if (!isUuid(owner.id)) throw temporaryDesignNotFound(owner.id);
  const mine = and(
    eq(temporaryDesigns.temporaryId, owner.id),
    eq(temporaryDesigns.userId, owner.userId),
  );
  const [row] = await db.select().from(temporaryDesigns).where(mine);
  if (!row) throw temporaryDesignNotFound(owner.id);
  if (row.expiresAt.getTime() <= Date.now()) throw temporaryDesignExpired();
  if (!row.s3KeyCutout) {
    throw new ApiError(
      404,
      'This upload has no cut-out. Please upload the design again.',
      'not_found',
    );
  }
  const folder = row.s3KeyCutout.slice(0, row.s3KeyCutout.lastIndexOf('/'));
  return {
    ...row,
    folder,
    s3KeyCutout: row.s3KeyCutout,
    autoKey: row.s3KeyCutoutAuto ?? row.s3KeyCutout,
    autoReview: row.cutoutAutoReview ?? {
      review: row.cutoutReview,
      reasons: row.cutoutReviewReasons,
    },
    style: row.cutoutStyle ?? cutoutStyleOf(row.analysis.detected_characteristics?.image_style),
    sourceKey: row.s3KeyCutoutSource ?? row.s3KeyOriginalUpload,
    async moveTo(values, confirmed) {
      const [moved] = await db
        .update(temporaryDesigns)
        .set({ ...values, cutoutConfirmed: confirmed })
        .where(and(mine, eq(temporaryDesigns.cutoutVersion, row.cutoutVersion)))
        .returning({ confirmed: temporaryDesigns.cutoutConfirmed });
      return moved ?? false;
    },
    // A temporary design has no visuals.
    usedByVisual: () => Promise.resolve(false),
  };
}

async function loadAsset(deps: CorrectCutoutDeps, owner: CutoutOwner): Promise<LoadedRow> {
  const { db, storage } = deps;
  let asset: AssetRow | undefined = (await findOwnAsset(db, owner.userId, owner.id))?.asset;
  if (!asset) throw assetNotFound(owner.id);
  if (!asset.s3KeyCutout || !(await storage.exists(asset.s3KeyCutout))) {
    // A design from before cut-outs were stored: its automatic cut-out is made first.
    await ensureAssetCutout({ db, storage, limits: deps.limits }, asset).catch((error: unknown) => {
      if (error instanceof VisualFailure) throw new ApiError(404, error.message, 'not_found');
      throw error;
    });
    asset = (await findOwnAsset(db, owner.userId, owner.id))?.asset;
    if (!asset?.s3KeyCutout) throw assetNotFound(owner.id);
  }
  const row = asset;
  const cutoutKey = asset.s3KeyCutout!;
  const mine = and(eq(assets.assetId, row.assetId), eq(assets.userId, owner.userId));
  return {
    ...row,
    folder: cutoutKey.slice(0, cutoutKey.lastIndexOf('/')),
    s3KeyCutout: cutoutKey,
    autoKey: row.s3KeyCutoutAuto ?? cutoutKey,
    autoReview: row.cutoutAutoReview ?? {
      review: row.cutoutReview,
      reasons: row.cutoutReviewReasons,
    },
    style: row.cutoutStyle ?? cutoutStyleOf(row.imageStyle),
    sourceKey: row.s3KeyCutoutSource ?? row.s3KeyOriginalUpload,
    async moveTo(values, confirmed) {
      // The success chance follows the cut-out's review: a corrected cut-out that reads 'ok'
      // lifts the cap the earlier one set, a reset to one that needs review sets it again.
      const review = { review: values.cutoutReview, reasons: values.cutoutReviewReasons };
      const recap = <T extends Record<string, unknown>>(assessment: T | null) =>
        assessmentForStyle(assessment, row.imageStyle, review);
      // A reset leaves an earlier confirmation as it was; a correction is one.
      const [moved] = await db
        .update(assets)
        .set({
          ...values,
          difficultyAssessment: recap(row.difficultyAssessment),
          initialDifficultyAssessmentDetails: recap(row.initialDifficultyAssessmentDetails),
          ...(confirmed ? { cutoutConfirmedAt: new Date() } : {}),
        })
        .where(and(mine, eq(assets.cutoutVersion, row.cutoutVersion)))
        .returning({ confirmedAt: assets.cutoutConfirmedAt });
      return moved ? { confirmed: moved.confirmedAt !== null } : false;
    },
    async usedByVisual(key) {
      const [used] = await db
        .select({ id: transformations.transformationId })
        .from(transformations)
        .where(and(eq(transformations.assetId, row.assetId), eq(transformations.cutoutKey, key)))
        .limit(1);
      return used !== undefined;
    },
  };
}

/**
 * Removes a superseded version nothing needs: not the automatic cut-out, not one a visual was
 * ordered with. (Ordering a visual reads the asset row FOR SHARE, so once the row has moved on,
 * every visual ordered with the old version is visible here.)
 */
async function pruneVersion(deps: CorrectCutoutDeps, row: LoadedRow, key: string): Promise<void> {
  if (key === row.autoKey) return;
  try {
    if (await row.usedByVisual(key)) return;
    await deps.storage.delete(key);
    await deps.storage.delete(regionsKeyOf(key));
  } catch (error) {
    deps.logger.warn('Could not remove a superseded cut-out', { key, error });
  }
}

// ---------------------------------------------------------------------------------------------
// The corrected cut-out

interface CorrectedState {
  /** The new cut-out; null: the automatic one again (its own file). */
  png: Buffer | null;
  width: number;
  height: number;
  sourceWidth: number | null;
  sourceHeight: number | null;
  motif: number;
  strokes: CutoutStroke[];
  review: { review: CutoutReview; reasons: string[] };
  /**
   * The designer's own cut-out, seen and corrected (true); false for the automatic one (a
   * temporary design's flag goes; an asset's earlier confirmation stays).
   */
  confirmed: boolean;
}

async function correctedState(
  deps: CorrectCutoutDeps,
  row: LoadedRow,
  request: CorrectCutoutRequest,
): Promise<CorrectedState> {
  const motifs = row.cutoutMotifs;
  let motif = motifs.length > 0 && row.cutoutMotif < motifs.length ? row.cutoutMotif : 0;
  if (request.motif !== undefined) {
    if (request.motif >= motifs.length) {
      throw invalidField(
        'motif',
        motifs.length === 0
          ? 'this design has no candidate motifs to choose from'
          : `there are ${motifs.length} candidate motifs (0 to ${motifs.length - 1})`,
      );
    }
    motif = request.motif;
  }
  const strokes = request.strokes ?? [];
  const { width, height } = cutoutSize(row);
  if (motif === 0 && strokes.length === 0) {
    // The automatic cut-out, exactly as it was made: its file and its review.
    return {
      png: null,
      width,
      height,
      sourceWidth: null,
      sourceHeight: null,
      motif,
      strokes,
      review: row.autoReview,
      confirmed: false,
    };
  }

  const source = await deps.images.load(deps, row.sourceKey, width, height);
  checkStrokes(strokes, source.sourceWidth, source.sourceHeight);
  const [base, lineArt] = await Promise.all([
    motif === 0 ? readAlpha(deps, row.autoKey, width, height) : null,
    row.s3KeyLineart ? readAlpha(deps, row.s3KeyLineart, width, height) : null,
  ]);
  let from: Uint8Array;
  if (base) {
    from = base;
  } else if (lineArt) {
    from = motifAlpha(lineArt, width, motifs[motif]!);
  } else {
    throw new ApiError(
      409,
      'The candidate motifs of this sketch can no longer be cut out; upload it again.',
      'conflict',
    );
  }
  const sx = width / source.sourceWidth;
  const sy = height / source.sourceHeight;
  const alpha = refineWithStrokes({
    image: source.image,
    small: source.small,
    base: from,
    style: row.style,
    ...(lineArt ? { lineArt } : row.style === 'sketch' && base ? { lineArt: base } : {}),
    strokes: strokes.map((stroke) => ({
      mode: stroke.mode,
      part: stroke.part,
      radius: (stroke.radius * (sx + sy)) / 2,
      points: stroke.points.map(([x, y]) => [x * sx, y * sy] as const),
    })),
  });
  const review = reviewOfCorrected(source.image, alpha, row.style);
  return {
    png: await encodeCutout(source.image, alpha),
    width,
    height,
    sourceWidth: source.sourceWidth,
    sourceHeight: source.sourceHeight,
    motif,
    strokes,
    review,
    // A cut-out corrected down to nothing is not one to confirm.
    confirmed: review.review === 'ok',
  };
}

/** The cut-out as it is now (a correction of its regions only): its file copied as a new version. */
async function currentState(deps: CorrectCutoutDeps, row: LoadedRow): Promise<CorrectedState> {
  const { width, height } = cutoutSize(row);
  return {
    png: await readFile(deps, row.s3KeyCutout),
    width,
    height,
    sourceWidth: null,
    sourceHeight: null,
    motif: row.cutoutMotifs.length > 0 ? row.cutoutMotif : 0,
    strokes: row.cutoutStrokes,
    review: { review: row.cutoutReview, reasons: row.cutoutReviewReasons },
    confirmed: true,
  };
}

/**
 * The region map of the corrected cut-out with the designer's kinds, encoded for storage; the
 * outcome gets a file of its own (a copy of the automatic one, if that is what it is). 422 when
 * the design is not a sketch or a choice names no region of the map.
 */
async function choseRegions(
  deps: CorrectCutoutDeps,
  row: LoadedRow,
  outcome: CorrectedState,
  choices: RegionChoice[] | undefined,
  unchanged: boolean,
  earlier: RegionMap | null,
): Promise<Buffer> {
  if (row.style !== 'sketch') {
    throw invalidField('regions', 'only a sketch’s cut-out has regions');
  }
  outcome.png ??= await readFile(deps, row.autoKey);
  const map = unchanged
    ? await storedRegionMap(deps.storage, row.s3KeyCutout)
    : await regionMapOfCutout(outcome.png);
  if (!map) throw missingFile();
  const sent = choices ?? [];
  const checked = withChoices(map, sent);
  if ('unknown' in checked) {
    const { id } = sent[checked.unknown]!;
    throw invalidField(`regions.${checked.unknown}.id`, `this cut-out has no region ${id}`);
  }
  const ids = new Set(sent.map((choice) => choice.id));
  const carried = earlier ? carriedChoices(earlier, map).filter((c) => !ids.has(c.id)) : [];
  const chosen = withChoices(map, [...carried, ...sent]);
  if ('unknown' in chosen) throw missingFile(); // carried ids are the map's own
  // Choosing kinds is looking at the cut-out; carrying earlier choices is not.
  if (choices) outcome.confirmed = true;
  return encodeRegionMap(chosen.map);
}

/** The region map stored with the cut-out under `key`, if it holds choices of the designer. */
async function chosenRegionMap(deps: CorrectCutoutDeps, key: string): Promise<RegionMap | null> {
  const stored = await deps.storage.get(regionsKeyOf(key));
  if (!stored) return null;
  const map = decodeRegionMap(stored.body);
  return map.regions.some((region) => region.cue === DESIGNER_CUE) ? map : null;
}

async function readFile(deps: CorrectCutoutDeps, key: string): Promise<Buffer> {
  const file = await deps.storage.get(key);
  if (!file) throw missingFile();
  return Buffer.from(file.body);
}

function missingFile(): ApiError {
  return new ApiError(
    409,
    'A file of this design’s cut-out is missing; upload it again.',
    'conflict',
  );
}

/**
 * The designer has seen a cut-out they corrected: nothing left to point out, unless it holds
 * nothing at all (then the review says so, as it would of an automatic one).
 */
function reviewOfCorrected(
  image: RgbImage,
  alpha: Uint8Array,
  style: CutoutStyle,
): { review: CutoutReview; reasons: string[] } {
  let area = 0;
  for (const a of alpha) if (a >= 128) area++;
  if (area >= EMPTY_SHARE * alpha.length) return { review: 'ok', reasons: [] };
  const segmentation = { ...image, alpha, confidence: 1, motifs: [], lineArt: null };
  const { review, reasons } = judgeCutout(segmentation, image, style);
  return { review, reasons: [...reasons] };
}

function cutoutSize(row: LoadedRow): { width: number; height: number } {
  if (!row.cutoutWidth || !row.cutoutHeight) {
    throw new ApiError(409, 'This design’s cut-out has no size on record.', 'conflict');
  }
  return { width: row.cutoutWidth, height: row.cutoutHeight };
}

/** Points must lie on the image the cut-out was cut from. */
function checkStrokes(strokes: CutoutStroke[], width: number, height: number): void {
  strokes.forEach((stroke, s) => {
    stroke.points.forEach(([x, y], p) => {
      if (x >= 0 && y >= 0 && x <= width && y <= height) return;
      throw invalidField(
        `strokes.${s}.points.${p}`,
        `(${x}, ${y}) is outside the ${width} × ${height} image`,
      );
    });
  });
}

async function readAlpha(
  deps: CorrectCutoutDeps,
  key: string,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const file = await deps.storage.get(key);
  if (!file) {
    throw new ApiError(
      409,
      'A file of this design’s cut-out is missing; upload it again.',
      'conflict',
    );
  }
  const decoded = await alphaOfPng(file.body);
  if (decoded.width !== width || decoded.height !== height) {
    throw new ApiError(409, 'A file of this design’s cut-out has the wrong size.', 'conflict');
  }
  return decoded.alpha;
}

function invalidField(field: string, problem: string): ApiError {
  return new ApiError(422, `Invalid request body: ${field}: ${problem}.`, 'invalid_body');
}

function superseded(): ApiError {
  return new ApiError(409, 'A newer correction superseded this one.', 'superseded');
}

// ---------------------------------------------------------------------------------------------
// Source images

interface SourceImage {
  /** At the cut-out's size, as the cut-out was made from it. */
  image: RgbImage;
  /** Its working copy, where strokes are grown and the matte fitted. */
  small: RgbImage;
  /** The source's own size: the pixels strokes are given in. */
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * The last few decoded source images, by key and size (a source file never changes under its
 * key). A designer's strokes come one after another on the same image: the decode is paid once.
 */
export class SourceImageCache {
  readonly #entries = new Map<string, Promise<SourceImage>>();

  constructor(private readonly capacity = 2) {}

  load(
    deps: { storage: Storage; limits?: UploadLimits },
    key: string,
    width: number,
    height: number,
  ): Promise<SourceImage> {
    const id = `${key}@${width}x${height}`;
    let entry = this.#entries.get(id);
    if (entry) {
      this.#entries.delete(id);
    } else {
      entry = decodeSource(deps, key, width, height);
      // A failed decode is not remembered.
      entry.catch(() => this.#entries.delete(id));
    }
    this.#entries.set(id, entry);
    while (this.#entries.size > this.capacity) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return entry;
  }
}

async function decodeSource(
  deps: { storage: Storage; limits?: UploadLimits },
  key: string,
  width: number,
  height: number,
): Promise<SourceImage> {
  const file = await deps.storage.get(key);
  const unreadable = () =>
    new ApiError(
      409,
      'The image of this design is missing or unreadable; upload it again.',
      'conflict',
    );
  if (!file) throw unreadable();
  const options = decoderOptions(deps.limits ?? DEFAULT_UPLOAD_LIMITS);
  try {
    const metadata = await sharp(file.body, options).metadata();
    const oriented = metadata.autoOrient ?? metadata;
    // As the cut-out was made (see decodeWorkingImage), at exactly its size.
    const { data, info } = await sharp(file.body, options)
      .resize(width, height, { fit: 'fill' })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const image: RgbImage = {
      width: info.width,
      height: info.height,
      rgb: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
    return {
      image,
      small: await workingCopy(image),
      sourceWidth: oriented.width,
      sourceHeight: oriented.height,
    };
  } catch {
    throw unreadable();
  }
}
