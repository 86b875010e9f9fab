// The transformation worker: takes each queued visual through queued -> processing -> completed
// (outputs stored, credits consumed) or failed (a reason for the designer, credits released).
// Jobs are at-least-once: a retried job writes the same keys, and the status change and the
// credit settlement commit in one transaction that only a job still `processing` can make, so a
// visual is charged or refunded exactly once however often its job runs.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Job, PgBoss } from 'pg-boss';
import { transformationCutout } from '../assets/asset-cutout';
import { consumeReservation, releaseReservation } from '../billing/credits';
import type { AppDb } from '../db/client';
import { assets, transformations, type AssetRow, type TransformationRow } from '../db/schema';
import type { Logger } from '../logger';
import { transformationFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import type { UploadLimits } from '../studio/upload-limits';
import { VisualFailure } from '../studio/visual-failure';
import { regionsKeyOf } from '../studio/regions/stored-regions';
import { LINE_RECALL_THRESHOLD } from '../studio/render/line-recall';
import { TRANSFORMATION_QUEUE, type TransformationJobData } from './queue';

/** Below this silhouette overlap with the confirmed design, a visual is refused and refunded. */
export const FIDELITY_THRESHOLD = 0.97;

export const MAIN_VIEW_FILE = 'main.webp';
export const THUMBNAIL_FILE = 'thumb.webp';
export const MODEL_FILE = 'model.glb';
/** Where the piece is in a visual (grey PNG): what an expansion of it keeps. */
export const PIECE_FILE = 'piece.png';

export interface RenderInput {
  transformation: TransformationRow;
  asset: AssetRow;
  /**
   * Expansions: the bytes stored at the transformation's source_image_s3_path (the finished
   * visual they start from). Other visuals start from the cut-out instead.
   */
  source?: Buffer;
  /**
   * Expansions: where the piece is in `source` (a PNG whose alpha, or grey, is its coverage): the
   * source visual's recorded piece, or the stored cut-out when it starts from the original.
   */
  sourcePiece?: Buffer;
  /**
   * A visual on the designer's own photograph (library): the stored photograph its order
   * recorded (transformations.placement.photo_key).
   */
  photo?: Buffer;
  /**
   * Every visual but an expansion: the asset's stored cut-out (RGBA PNG, alpha = the piece), the
   * version recorded when the visual was ordered.
   */
  cutout?: Buffer;
  /** A sketch's region map stored with that cut-out version (regions.json), if there is one. */
  regions?: Buffer;
}

export interface RenderedVisual {
  /** WebP, the requested quality's size. */
  mainView: Buffer;
  /** WebP, 512 px on its long side. */
  thumbnail: Buffer;
  /** Overlap (IoU) of the piece's silhouette in the output with the design's, after placement. */
  fidelity: number;
  /**
   * A drawing: the share of its drawn lines the output keeps where they were drawn, after
   * placement (line-recall.ts). Absent for photos and renderers that do not place the piece.
   */
  lineRecall?: number;
  /**
   * A sketch whose cut-out version had no stored region map: the map the render made (encoded as
   * stored), for the worker to store beside the cut-out, as GET …/cutout/regions would.
   */
  regionMap?: Buffer;
  /**
   * A visual on a library photograph: what the render applied (frame, transform, light, scale),
   * stored as transformations.placement.rendered for a later render to use as it is.
   */
  placementRecord?: Record<string, unknown>;
  /** Where the piece is in the main view (grey PNG, its size), when the renderer placed it. */
  pieceMask?: Buffer;
  /** 3D visuals: the binary glTF model (the images are renders of it). */
  modelGlb?: Buffer;
}

/** Storage keys of a finished visual's files, as stored in its row. */
interface OutputKeys {
  main_view: string;
  thumbnail: string;
  model_glb?: string;
  piece_mask?: string;
}

export type RenderTransformation = (input: RenderInput) => Promise<RenderedVisual>;

export interface WorkerOptions {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  render: RenderTransformation;
  /** Attempts after the first before a visual is given up (the queue must allow one more). */
  retryLimit: number;
  /** Pixel cap for making an older design's missing cut-out from its original. */
  limits?: UploadLimits;
}

export interface StartWorkerOptions extends WorkerOptions {
  boss: PgBoss;
  /** Jobs rendered at once in this process (rendering is CPU-bound: about one per core). */
  concurrency: number;
  /**
   * How often the worker looks for jobs notify did not announce, such as retries (default 2 s;
   * pg-boss's floor is 0.5 s, which tests use).
   */
  pollingIntervalSeconds?: number;
}

export interface TransformationWorker {
  stop(): Promise<void>;
}

export type JobOutcome = 'completed' | 'failed' | 'retry' | 'skipped';

/** Registers the handler on the (started) pg-boss instance; stop() waits for jobs in hand. */
export async function startTransformationWorker(
  options: StartWorkerOptions,
): Promise<TransformationWorker> {
  const { boss, concurrency, logger } = options;
  const processJob = createTransformationJobHandler(options);
  // batchSize >= 2: with notify on, a batch of one leaves the rest of a backlog to the 30 s
  // fallback poll; a full batch makes the worker fetch again at once.
  const workerId = await boss.work<TransformationJobData>(
    TRANSFORMATION_QUEUE,
    {
      batchSize: 2,
      localConcurrency: concurrency,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      perJobResults: true,
    },
    async (jobs) => {
      const results = [];
      for (const job of jobs) {
        const outcome = await processJob(job).catch((error: unknown) => {
          logger.error('Transformation job crashed', { jobId: job.id, error });
          return 'retry' as const;
        });
        results.push({ id: job.id, status: outcome === 'retry' ? 'failed' : 'completed' } as const);
      }
      return results;
    },
  );
  logger.info('Transformation worker started', { concurrency, retryLimit: options.retryLimit });
  return {
    async stop() {
      await boss.offWork(TRANSFORMATION_QUEUE, { id: workerId, wait: true });
    },
  };
}

/**
 * One job, start to finish. Resolves with what happened; 'retry' means the attempt failed and the
 * job should run again (the caller fails it in pg-boss, which schedules the retry).
 */
export function createTransformationJobHandler({
  db,
  storage,
  logger,
  render,
  retryLimit,
  limits,
}: WorkerOptions): (job: Pick<Job<TransformationJobData>, 'id' | 'data'>) => Promise<JobOutcome> {
  return async (job) => {
    const { transformationId } = job.data;
    const row = await markProcessing(db, transformationId);
    // No row: the visual was cancelled (deleted) while queued. Finished: a repeated delivery.
    if (!row) return 'skipped';
    // Earlier attempts died without a verdict (a crash, the job expired): give up instead of
    // rendering again. The queue allows one more delivery than the worker's limit for this.
    if (row.attempts > retryLimit + 1) {
      await settleFailed(db, transformationId, failureReason(null, row.attempts - 1));
      return 'failed';
    }

    let rendered: Awaited<ReturnType<typeof renderAndStore>>;
    try {
      rendered = await renderAndStore({ db, storage, limits }, render, row);
    } catch (error) {
      const final = error instanceof VisualFailure || row.attempts > retryLimit;
      logger.warn('Transformation attempt failed', {
        transformationId,
        attempt: row.attempts,
        final,
        error,
      });
      if (!final) return 'retry';
      await settleFailed(db, transformationId, failureReason(error, row.attempts));
      return 'failed';
    }
    await settleCompleted(db, row, rendered);
    return 'completed';
  };
}

/** queued/processing -> processing with one more attempt; null if missing or already finished. */
async function markProcessing(
  db: AppDb,
  transformationId: string,
): Promise<TransformationRow | null> {
  const [row] = await db
    .update(transformations)
    .set({
      status: 'processing',
      attempts: sql`${transformations.attempts} + 1`,
      startedAt: new Date(),
    })
    .where(
      and(
        eq(transformations.transformationId, transformationId),
        inArray(transformations.status, ['queued', 'processing']),
      ),
    )
    .returning();
  return row ?? null;
}

async function renderAndStore(
  deps: { db: AppDb; storage: Storage; limits: UploadLimits | undefined },
  render: RenderTransformation,
  row: TransformationRow,
) {
  const { db, storage } = deps;
  const [asset] = await db.select().from(assets).where(eq(assets.assetId, row.assetId));
  if (!asset) throw new VisualFailure('The design of this visual no longer exists.');
  let input: RenderInput;
  let regionsKey: string | null = null;
  if (row.kind === 'expand') {
    const source = await storage.get(row.sourceImageS3Path);
    if (!source) {
      throw new VisualFailure('The image this visual starts from is missing; upload it again.');
    }
    input = {
      transformation: row,
      asset,
      source: source.body,
      sourcePiece: await sourcePieceOf(deps, asset, row),
    };
  } else {
    // The design's cut-out as it was when the visual was ordered: no render segments again.
    const cutout = await transformationCutout(deps, asset, row.cutoutKey);
    // A sketch's region map (stored beside its cut-out version): the piece is rendered solid. A
    // version without one gets it made by the render.
    const cutoutKey = cutoutKeyOf(asset, row);
    const sketch = (asset.cutoutStyle ?? asset.imageStyle) === 'sketch';
    regionsKey = sketch && cutoutKey ? regionsKeyOf(cutoutKey) : null;
    const regionsFile = regionsKey ? await storage.get(regionsKey).catch(() => null) : null;
    input = {
      transformation: row,
      asset,
      cutout,
      ...(regionsFile && { regions: regionsFile.body }),
      ...(await libraryPhotoOf(storage, row)),
    };
  }
  const visual = await render(input);
  // A sketch's map made at render time is stored beside its cut-out version (if that version is
  // still there), so the next visual and the confirm screen read the same map.
  if (visual.regionMap && regionsKey && (await storage.exists(cutoutKeyOf(asset, row)!))) {
    await storage.put(regionsKey, visual.regionMap, 'application/json');
  }
  if (!(visual.fidelity >= FIDELITY_THRESHOLD)) {
    throw new VisualFailure(
      `The rendered piece did not match your design closely enough (${visual.fidelity.toFixed(3)}` +
        ` of the outline, ${FIDELITY_THRESHOLD} needed), so it was not delivered. A cleaner, ` +
        `higher-contrast image of the design usually fixes this.`,
    );
  }
  if (visual.lineRecall !== undefined && !(visual.lineRecall >= LINE_RECALL_THRESHOLD)) {
    throw new VisualFailure(
      `The rendered piece lost some of your drawn lines (${visual.lineRecall.toFixed(3)} of them ` +
        `kept where they were drawn, ${LINE_RECALL_THRESHOLD} needed), so it was not delivered. ` +
        `Darker, closed lines in the sketch usually fix this.`,
    );
  }
  // Fixed names under the visual's folder: a retried job overwrites its own files.
  const folder = transformationFolder(row.userId, row.assetId, row.transformationId);
  const keys: OutputKeys = {
    main_view: `${folder}/${MAIN_VIEW_FILE}`,
    thumbnail: `${folder}/${THUMBNAIL_FILE}`,
  };
  if (visual.modelGlb) {
    keys.model_glb = `${folder}/${MODEL_FILE}`;
    await storage.put(keys.model_glb, visual.modelGlb, 'model/gltf-binary');
  }
  if (visual.pieceMask) {
    keys.piece_mask = `${folder}/${PIECE_FILE}`;
    await storage.put(keys.piece_mask, visual.pieceMask, 'image/png');
  }
  await storage.put(keys.main_view, visual.mainView, 'image/webp');
  await storage.put(keys.thumbnail, visual.thumbnail, 'image/webp');
  // The score recorded is the weaker of the two checks a drawing passed (a photo has one).
  return {
    keys,
    fidelity: Math.min(visual.fidelity, visual.lineRecall ?? 1),
    placementRecord: visual.placementRecord,
  };
}

/** The cut-out version a visual is made from: the one it was ordered with, else the design's. */
function cutoutKeyOf(asset: AssetRow, row: TransformationRow): string | null {
  return row.cutoutKey ?? asset.s3KeyCutout;
}

/**
 * Where the piece is in the image an expansion starts from: a finished visual's recorded piece
 * (stored beside its main view), or the design's cut-out when it starts from the original.
 */
async function sourcePieceOf(
  deps: { db: AppDb; storage: Storage; limits: UploadLimits | undefined },
  asset: AssetRow,
  row: TransformationRow,
): Promise<Buffer> {
  const sourceKey = row.sourceImageS3Path;
  if (sourceKey === asset.s3KeyOriginalUpload) {
    return transformationCutout(deps, asset, row.cutoutKey);
  }
  const pieceKey = sourceKey.endsWith(`/${MAIN_VIEW_FILE}`)
    ? `${sourceKey.slice(0, -MAIN_VIEW_FILE.length)}${PIECE_FILE}`
    : null;
  const piece = pieceKey ? await deps.storage.get(pieceKey) : null;
  if (!piece) {
    throw new VisualFailure(
      'This image does not record where the piece is in it, so it cannot be expanded without ' +
        'redrawing; expand a visual made from this design instead.',
    );
  }
  return piece.body;
}

// Only a visual still `processing` moves on, so of two deliveries racing to the end one settles
// and the other changes nothing (the settlement functions are idempotent on their own, too).
async function settleCompleted(
  db: AppDb,
  row: TransformationRow,
  {
    keys,
    fidelity,
    placementRecord,
  }: { keys: OutputKeys; fidelity: number; placementRecord?: Record<string, unknown> | undefined },
): Promise<void> {
  const transformationId = row.transformationId;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(transformations)
      .set({
        status: 'completed',
        outputKeys: keys,
        fidelityScore: fidelity,
        finishedAt: new Date(),
        ...(placementRecord &&
          row.placement && { placement: { ...row.placement, rendered: placementRecord } }),
      })
      .where(processingRow(transformationId))
      .returning({ id: transformations.transformationId });
    if (updated) await consumeReservation(tx, transformationId);
  });
}

async function settleFailed(db: AppDb, transformationId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(transformations)
      .set({ status: 'failed', failureReason: reason, finishedAt: new Date() })
      .where(processingRow(transformationId))
      .returning({ id: transformations.transformationId });
    if (updated) await releaseReservation(tx, transformationId);
  });
}

function processingRow(transformationId: string) {
  return and(
    eq(transformations.transformationId, transformationId),
    eq(transformations.status, 'processing'),
  );
}

/** What the designer reads: the failure's own words, or a plain apology for a crash. */
export function failureReason(error: unknown, attempts: number): string {
  if (error instanceof VisualFailure) return `${error.message} Your credits are back.`;
  const tries = attempts === 1 ? 'once' : `${attempts} times`;
  return `We tried ${tries} and could not make this visual. Your credits are back; please try again later.`;
}

/** The designer's photograph a visual was ordered on, as its order recorded it; none otherwise. */
async function libraryPhotoOf(
  storage: Storage,
  row: TransformationRow,
): Promise<{ photo?: Buffer }> {
  const key = row.placement?.photo_key;
  if (typeof key !== 'string') return {};
  const stored = await storage.get(key);
  if (!stored) {
    throw new VisualFailure(
      'The photograph this visual was ordered on is no longer in your library; order it again on another.',
    );
  }
  return { photo: stored.body };
}
