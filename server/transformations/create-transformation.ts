// Ordering a visual (POST /api/transformations). One transaction reserves its cost (available ->
// locked, with a ledger entry), inserts it as queued and enqueues its job: a visual exists with its
// reservation and its job, or not at all. The reservation is a conditional UPDATE on the profile
// row, so concurrent orders queue on that row and can never spend more than the balance.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  costOf,
  expandScene,
  findScene,
  JEWELRY_TYPE_LABELS,
  parsePipelineStep,
  VISUAL_KIND_INFO,
  type ParsedPipelineStep,
} from '../../src/api/catalogue';
import type { CreateTransformationRequest } from '../../src/api/transformation';
import { reserveCredits } from '../billing/credits';
import type { AppDb } from '../db/client';
import { assets, transformations, type TransformationRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { TransformationQueue } from '../jobs/queue';
import { assetNotFound } from '../assets/asset-queries';
import { photoOrderFor, type PhotoOrder } from '../library/placement/photo-order';
import { transformationFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { innerDiameterMm } from '../library/placement/ring-size';

/** The copy of the library photograph a visual was ordered on, beside its outputs. */
export const LIBRARY_PHOTO_FILE = 'photo';

export interface CreateTransformationDeps {
  db: AppDb;
  queue: Pick<TransformationQueue, 'enqueueTransformation'>;
  /** A visual on a library photograph keeps its own copy of it (snapshotPhoto). */
  storage: Storage;
}

export async function createTransformation(
  { db, queue, storage }: CreateTransformationDeps,
  userId: string,
  request: CreateTransformationRequest,
): Promise<TransformationRow> {
  const step = parsePipelineStep(request.pipeline_step_name);
  // The request schema has checked the step already; this keeps the type honest.
  if (!step) throw invalidField('pipeline_step_name', 'is not a step the studio knows');
  const sceneName = sceneNameFor(step, request.scene_name);
  const cost = costOf(step.kind, request.quality);
  const transformationId = randomUUID();
  // The copy of a library photograph this order made, removed again if the order fails.
  let photoCopy: string | null = null;

  const created = db.transaction(async (tx) => {
    if (!isUuid(request.asset_id)) throw assetNotFound(request.asset_id);
    // SHARE: deleting the asset (FOR UPDATE) waits for this order, or this order waits for the
    // delete and then finds no asset; either way no visual outlives its design unreleased. A
    // correction of the cut-out (an UPDATE) waits too, so the version recorded here is the one
    // current when the order commits, and the correction sees this visual when it tidies up.
    const [asset] = await tx
      .select({
        jewelryType: assets.jewelryType,
        s3KeyOriginalUpload: assets.s3KeyOriginalUpload,
        s3KeyCroppedImage: assets.s3KeyCroppedImage,
        s3KeyCutout: assets.s3KeyCutout,
        cutoutVersion: assets.cutoutVersion,
        cutoutReview: assets.cutoutReview,
        cutoutConfirmedAt: assets.cutoutConfirmedAt,
      })
      .from(assets)
      .where(and(eq(assets.assetId, request.asset_id), eq(assets.userId, userId)))
      .for('share');
    if (!asset) throw assetNotFound(request.asset_id);
    // No visual from a cut-out the designer has not seen: a re-crop left unsaved made one that
    // must be checked first.
    if (asset.cutoutReview === 'required' && asset.cutoutConfirmedAt === null) {
      throw cutoutNotConfirmed();
    }
    if (step.jewelryType !== asset.jewelryType) {
      throw invalidField(
        'pipeline_step_name',
        `'${request.pipeline_step_name}' is a step for a ${JEWELRY_TYPE_LABELS[step.jewelryType].toLowerCase()}, and this design is a ${JEWELRY_TYPE_LABELS[asset.jewelryType].toLowerCase()}`,
      );
    }
    const source = request.source_image_s3_path;
    const isDesignImage =
      source === asset.s3KeyOriginalUpload || source === asset.s3KeyCroppedImage;
    if (!isDesignImage && !(await isVisualOfAsset(tx, request.asset_id, source))) {
      throw invalidField('source_image_s3_path', 'is not an image of this design');
    }

    // On the designer's own photograph: what the order places the piece with, as it is now.
    const ringSize = request.ring_size ?? null;
    if (ringSize && innerDiameterMm(ringSize) === null) {
      throw invalidField('ring_size', `'${ringSize.system} ${ringSize.value}' is not a ring size`);
    }
    const photoOrder = request.library_photo_id
      ? await photoOrderFor(tx, userId, step.kind, request.library_photo_id, ringSize)
      : null;

    // The photograph's row is locked (FOR SHARE) until this commits, so a delete of it waits and
    // the copy is whole. Copied before the credits are reserved: the profile's row stays locked
    // only for the reservation itself.
    const placement = photoOrder
      ? await snapshotPhoto(storage, photoOrder, {
          userId,
          assetId: request.asset_id,
          transformationId,
        })
      : null;
    photoCopy = placement?.photo_key ?? null;

    const reserved = await reserveCredits(tx, { userId, transformationId, cost });
    if (!reserved.ok) throw notEnoughCredits(cost, reserved.available);
    const [row] = await tx
      .insert(transformations)
      .values({
        transformationId,
        assetId: request.asset_id,
        userId,
        status: 'queued',
        pipelineStepName: request.pipeline_step_name,
        kind: step.kind,
        compositionType: request.composition_type,
        sceneName,
        qualityRequested: request.quality,
        sourceImageS3Path: source,
        // The cut-out as it is now: a later correction applies to later visuals only. (A design
        // from before cut-outs were stored gets its first one when this visual is made.)
        cutoutKey: asset.s3KeyCutout,
        cutoutVersion: asset.s3KeyCutout ? asset.cutoutVersion : null,
        libraryPhotoId: photoOrder?.photo_id ?? null,
        placement: placement ? { ...placement } : null,
        cost,
      })
      .returning();
    await queue.enqueueTransformation(transformationId, tx);
    return row!;
  });
  return created.catch(async (error: unknown) => {
    // No visual: no copy of its photograph either (a file left behind would only be litter).
    if (photoCopy) await storage.delete(photoCopy).catch(() => undefined);
    throw error;
  });
}

/**
 * A visual on a library photograph owns a copy of it, in the visual's own folder: deleting the
 * photograph from the library later leaves every visual made on it re-renderable, pixel for pixel,
 * and deleting the visual (or its design) deletes the copy with it. The order records the copy.
 */
async function snapshotPhoto(
  storage: Storage,
  order: PhotoOrder,
  ids: { userId: string; assetId: string; transformationId: string },
): Promise<PhotoOrder> {
  const stored = await storage.get(order.photo_key);
  if (!stored) throw invalidField('library_photo_id', 'has lost its file; upload it again');
  const extension = order.photo_key.slice(order.photo_key.lastIndexOf('.') + 1);
  const key = `${transformationFolder(ids.userId, ids.assetId, ids.transformationId)}/${LIBRARY_PHOTO_FILE}.${extension}`;
  await storage.put(key, stored.body, stored.contentType);
  return { ...order, photo_key: key };
}

/** The 402 of spec §8's credit rules, worded so the designer knows what is missing. */
export function notEnoughCredits(cost: number, available: number): ApiError {
  return new ApiError(
    402,
    `This visual costs ${credits(cost)} and you have ${available} available.`,
    'insufficient_credits',
  );
}

function credits(count: number): string {
  return `${count} ${count === 1 ? 'credit' : 'credits'}`;
}

/**
 * The tile label stored with the visual. Scenes of the catalogue are accepted by key or label and
 * stored by label; a missing one means the kind's first scene. An expansion's name is the source's
 * scene plus the option (spec §4), free text that defaults to the option's label.
 */
function sceneNameFor(step: ParsedPipelineStep, requested: string | null): string {
  if (step.kind === 'expand') return requested ?? expandScene(step.expandOption).label;
  const { label, scenes } = VISUAL_KIND_INFO[step.kind];
  if (requested === null) return scenes[0]!.label;
  const scene = findScene(step.kind, requested);
  if (!scene) {
    const known = scenes.map((candidate) => candidate.label).join(', ');
    throw invalidField('scene_name', `'${requested}' is not a ${label} scene (one of: ${known})`);
  }
  return scene.label;
}

/** Whether `key` is the main image of a finished visual of this asset (expansions start there). */
async function isVisualOfAsset(tx: AppDb, assetId: string, key: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: transformations.transformationId })
    .from(transformations)
    .where(
      and(
        eq(transformations.assetId, assetId),
        eq(transformations.status, 'completed'),
        sql`${transformations.outputKeys}->>'main_view' = ${key}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

function invalidField(field: string, problem: string): ApiError {
  return new ApiError(422, `Invalid request body: ${field}: ${problem}.`, 'invalid_body');
}

/** 422: the design's cut-out must be checked and confirmed before visuals are made from it. */
function cutoutNotConfirmed(): ApiError {
  return new ApiError(
    422,
    'The cut-out of this design needs your review before visuals are made from it. Open Edit ' +
      'Details, check the cut-out and save.',
    'cutout_confirmation_required',
  );
}
