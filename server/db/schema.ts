// The database schema (drizzle, PostgreSQL dialect). The same tables run on PGlite (embedded
// default) and PostgreSQL (production). After changing this file run `npx drizzle-kit generate`
// and commit the SQL it writes to ./migrations; never edit an applied migration.
//
// Integrity lives in the database, not only in code: CHECK constraints keep balances at or above
// zero, and the credit ledger is append-only (a trigger from migration `ledger_immutable`).
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type {
  AssessmentDetails,
  DetectedCharacteristics,
  DifficultyAssessment,
  TechnicalQualityReport,
} from '../../src/api/assessment';
import {
  CUTOUT_REVIEWS,
  type CutoutMotif,
  type CutoutReview,
  type CutoutStroke,
} from '../../src/api/asset';
import { IMAGE_STYLES, JEWELRY_TYPES, VISUAL_KINDS } from '../../src/api/catalogue';
import {
  DETECTION_STATES,
  LIBRARY_KINDS,
  type Landmark,
  type ScenePlacement,
  type Surface,
} from '../../src/api/library';
import { SUBSCRIPTION_TIERS } from '../../src/api/profile';
import { TRANSFORMATION_STATUSES } from '../../src/api/transformation';

export const LEDGER_ENTRIES = [
  'grant',
  'purchase',
  'reserve',
  'consume',
  'release',
  'adjust',
] as const;
export type LedgerEntry = (typeof LEDGER_ENTRIES)[number];

/** `column IN ('a', 'b')` from our own constants, inlined so drizzle-kit can write it into DDL. */
function isOneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** One row per signed-in user; user_id is the JWT `sub`. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS })
      .notNull()
      .default('free'),
    availableCredits: integer('available_credits').notNull().default(0),
    lockedCredits: integer('locked_credits').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_subscription_tier_known', isOneOf(table.subscriptionTier, SUBSCRIPTION_TIERS)),
    check('profiles_available_credits_not_negative', sql`${table.availableCredits} >= 0`),
    check('profiles_locked_credits_not_negative', sql`${table.lockedCredits} >= 0`),
  ],
);

/** What the analysis of an upload found; shared by temporary designs and assets. */
export interface DesignAnalysis {
  detected_characteristics: DetectedCharacteristics | null;
  difficulty_assessment: DifficultyAssessment | null;
  technical_quality_report: TechnicalQualityReport | null;
  initial_difficulty_assessment_details: AssessmentDetails | null;
}

/** The styles a cut-out is segmented for. */
export const CUTOUT_STYLES = ['photo', 'sketch'] as const;

/**
 * The design's one stored cut-out (an RGBA PNG in its folder, every visual is made from it) and
 * its review; shared by temporary designs and assets. No key: made before cut-outs were stored
 * (an asset's is then made from its original when first needed).
 */
const cutoutColumns = () => ({
  s3KeyCutout: text('s3_key_cutout'),
  /** The style it was segmented for: a different confirmed style means another cut-out. */
  cutoutStyle: text('cutout_style', { enum: CUTOUT_STYLES }),
  cutoutWidth: integer('cutout_width'),
  cutoutHeight: integer('cutout_height'),
  cutoutReview: text('cutout_review', { enum: CUTOUT_REVIEWS }).notNull().default('ok'),
  cutoutReviewReasons: jsonb('cutout_review_reasons')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /**
   * 1 for the cut-out made at upload (an asset: at confirmation); one more at each correction.
   * Each version of an asset's cut-out has its own key, so a visual keeps the one it was ordered
   * with (transformations.cutout_key).
   */
  cutoutVersion: integer('cutout_version').notNull().default(1),
  /** A sketch sheet's candidate motifs (boxes in the cut-out's pixels), the automatic one first. */
  cutoutMotifs: jsonb('cutout_motifs')
    .$type<CutoutMotif[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Index of the chosen motif in cutout_motifs (0: the automatic choice). */
  cutoutMotif: integer('cutout_motif').notNull().default(0),
  /** The designer's strokes on the chosen motif's automatic cut-out, in source pixels. */
  cutoutStrokes: jsonb('cutout_strokes')
    .$type<CutoutStroke[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The automatic cut-out, never changed; null while the current one is still it. */
  s3KeyCutoutAuto: text('s3_key_cutout_auto'),
  /** The automatic cut-out's review, given back by a reset; null while the current one is it. */
  cutoutAutoReview: jsonb('cutout_auto_review').$type<{
    review: CutoutReview;
    reasons: string[];
  }>(),
  /** A sketch sheet's whole line art (grey PNG at the cut-out's size): other motifs are cut from it. */
  s3KeyLineart: text('s3_key_lineart'),
  /** The image the cut-out was cut from when it is not the original (a crop the designer drew). */
  s3KeyCutoutSource: text('s3_key_cutout_source'),
  /** That image's size: the pixels strokes are given in. Null: not known yet (read when needed). */
  cutoutSourceWidth: integer('cutout_source_width'),
  cutoutSourceHeight: integer('cutout_source_height'),
});

/** An analysed upload the designer has not confirmed yet; swept after expires_at. */
export const temporaryDesigns = pgTable(
  'temporary_designs',
  {
    temporaryId: uuid('temporary_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    originalFilename: text('original_filename'),
    s3KeyOriginalUpload: text('s3_key_original_upload').notNull(),
    s3KeyCroppedImage: text('s3_key_cropped_image'),
    analysis: jsonb('analysis').$type<DesignAnalysis>().notNull(),
    ...cutoutColumns(),
    /** The designer corrected the cut-out (PUT .../cutout): confirming needs no cutout_confirmed. */
    cutoutConfirmed: boolean('cutout_confirmed').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('temporary_designs_expires_at_idx').on(table.expiresAt),
    index('temporary_designs_user_id_idx').on(table.userId),
    check('temporary_designs_cutout_review_known', isOneOf(table.cutoutReview, CUTOUT_REVIEWS)),
    check(
      'temporary_designs_cutout_style_known',
      sql`${table.cutoutStyle} is null or ${isOneOf(table.cutoutStyle, CUTOUT_STYLES)}`,
    ),
    check('temporary_designs_cutout_version_positive', sql`${table.cutoutVersion} >= 1`),
    check('temporary_designs_cutout_motif_not_negative', sql`${table.cutoutMotif} >= 0`),
  ],
);

/** A confirmed design. temporary_id is provenance only: temporary designs expire. */
export const assets = pgTable(
  'assets',
  {
    assetId: uuid('asset_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    jewelryType: text('jewelry_type', { enum: JEWELRY_TYPES }).notNull(),
    imageStyle: text('image_style', { enum: IMAGE_STYLES }).notNull(),
    material: text('material'),
    gemstones: text('gemstones'),
    description: text('description'),
    originalFilename: text('original_filename'),
    temporaryId: uuid('temporary_id'),
    s3KeyOriginalUpload: text('s3_key_original_upload').notNull(),
    s3KeyCroppedImage: text('s3_key_cropped_image'),
    baseFidelityScore: real('base_fidelity_score'),
    detectedCharacteristics: jsonb('detected_characteristics').$type<DetectedCharacteristics>(),
    difficultyAssessment: jsonb('difficulty_assessment').$type<DifficultyAssessment>(),
    technicalQualityReport: jsonb('technical_quality_report').$type<TechnicalQualityReport>(),
    initialDifficultyAssessmentDetails: jsonb(
      'initial_difficulty_assessment_details',
    ).$type<AssessmentDetails>(),
    ...cutoutColumns(),
    /** When the designer confirmed the cut-out (cutout_confirmed at creation); null if not. */
    cutoutConfirmedAt: timestamp('cutout_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // NULLS FIRST is what a plain `ORDER BY created_at DESC` asks for, so the index serves it.
    index('assets_user_id_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    check('assets_jewelry_type_known', isOneOf(table.jewelryType, JEWELRY_TYPES)),
    check('assets_image_style_known', isOneOf(table.imageStyle, IMAGE_STYLES)),
    check('assets_cutout_review_known', isOneOf(table.cutoutReview, CUTOUT_REVIEWS)),
    check(
      'assets_cutout_style_known',
      sql`${table.cutoutStyle} is null or ${isOneOf(table.cutoutStyle, CUTOUT_STYLES)}`,
    ),
    check('assets_cutout_version_positive', sql`${table.cutoutVersion} >= 1`),
    check('assets_cutout_motif_not_negative', sql`${table.cutoutMotif} >= 0`),
  ],
);

/**
 * The designer's own photographs: models (a piece is shown worn) and scenes (a piece is set on a
 * surface). The stored photograph is upright, re-encoded and stripped of metadata like an upload.
 */
export const libraryPhotos = pgTable(
  'library_photos',
  {
    photoId: uuid('photo_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LIBRARY_KINDS }).notNull(),
    name: text('name').notNull(),
    originalFilename: text('original_filename'),
    s3KeyImage: text('s3_key_image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    detection: text('detection', { enum: DETECTION_STATES }).notNull(),
    detectionMs: integer('detection_ms'),
    landmarks: jsonb('landmarks')
      .$type<Landmark[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    surface: jsonb('surface').$type<Surface>(),
    placement: jsonb('placement').$type<ScenePlacement>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('library_photos_user_kind_created_idx').on(
      table.userId,
      table.kind,
      table.createdAt.desc().nullsFirst(),
    ),
    check('library_photos_kind_known', isOneOf(table.kind, LIBRARY_KINDS)),
    check('library_photos_detection_known', isOneOf(table.detection, DETECTION_STATES)),
  ],
);

/** Storage keys of a visual's outputs; URLs are signed from them when served. */
export interface TransformationOutputKeys {
  main_view?: string;
  thumbnail?: string;
  model_glb?: string;
  /** Where the piece is in the main view: what an expansion of this visual keeps. */
  piece_mask?: string;
}

/** A generated visual. Its credits live in the ledger, keyed by transformation_id. */
export const transformations = pgTable(
  'transformations',
  {
    transformationId: uuid('transformation_id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSFORMATION_STATUSES }).notNull().default('queued'),
    pipelineStepName: text('pipeline_step_name').notNull(),
    kind: text('kind', { enum: VISUAL_KINDS }).notNull(),
    compositionType: text('composition_type'),
    sceneName: text('scene_name'),
    qualityRequested: text('quality_requested'),
    sourceImageS3Path: text('source_image_s3_path').notNull(),
    /**
     * The design's cut-out as it was when the visual was ordered (its key and version): later
     * corrections apply to later visuals. Null: ordered before cut-outs were versioned, or before
     * the design had one (the design's current cut-out is used).
     */
    cutoutKey: text('cutout_key'),
    cutoutVersion: integer('cutout_version'),
    /**
     * A visual made on one of the designer's own photographs (library): which one, and the exact
     * placement it used (landmarks, size, transform), so a re-render or expansion is the same.
     * The photograph may be deleted later: the visual keeps its placement.
     */
    libraryPhotoId: uuid('library_photo_id').references(() => libraryPhotos.photoId, {
      onDelete: 'set null',
    }),
    placement: jsonb('placement').$type<Record<string, unknown>>(),
    cost: integer('cost').notNull(),
    outputKeys: jsonb('output_keys')
      .$type<TransformationOutputKeys>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    fidelityScore: real('fidelity_score'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The visuals list's order (transformation-queries.ts: newest first to the millisecond, then
    // id), per asset and per user, so a page is read from the index instead of sorting them all.
    // The list must order by exactly this expression (UTC makes date_trunc immutable).
    index('transformations_asset_id_list_order_idx').on(
      table.assetId,
      sql`date_trunc('milliseconds', ${table.createdAt} at time zone 'UTC') desc`,
      sql`${table.transformationId} desc`,
    ),
    index('transformations_user_id_list_order_idx').on(
      table.userId,
      sql`date_trunc('milliseconds', ${table.createdAt} at time zone 'UTC') desc`,
      sql`${table.transformationId} desc`,
    ),
    index('transformations_user_id_status_idx').on(table.userId, table.status),
    check('transformations_status_known', isOneOf(table.status, TRANSFORMATION_STATUSES)),
    check('transformations_kind_known', isOneOf(table.kind, VISUAL_KINDS)),
    check('transformations_cost_positive', sql`${table.cost} > 0`),
  ],
);

/**
 * Every credit movement, append-only (UPDATE and DELETE are rejected by a trigger). Amounts are
 * positive; the entry says which way credits moved. No foreign key to transformations: a deleted
 * visual keeps its history. The user_id foreign key has no cascade, so a profile with a credit
 * history cannot be deleted by accident.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId),
    entry: text('entry', { enum: LEDGER_ENTRIES }).notNull(),
    amount: integer('amount').notNull(),
    transformationId: uuid('transformation_id'),
    /** Idempotency key of grants and purchases, e.g. `signup:<user>` or a payment event id. */
    reference: text('reference'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_user_id_idx').on(table.userId),
    // One reserve (and at most one consume or release) entry per visual...
    uniqueIndex('credit_ledger_transformation_entry_unique')
      .on(table.transformationId, table.entry)
      .where(sql`${table.transformationId} is not null`),
    // ...and never both a consume and a release: a reservation settles exactly once.
    uniqueIndex('credit_ledger_settlement_unique')
      .on(table.transformationId)
      .where(sql`${table.entry} in ('consume', 'release')`),
    // A grant or purchase with the same reference is the same grant (webhooks are retried).
    uniqueIndex('credit_ledger_reference_entry_unique')
      .on(table.reference, table.entry)
      .where(sql`${table.reference} is not null`),
    check('credit_ledger_entry_known', isOneOf(table.entry, LEDGER_ENTRIES)),
    check('credit_ledger_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const PAYMENT_EVENT_OUTCOMES = ['applied', 'ignored'] as const;

/** Payment webhooks already seen, by the provider's event id (they are delivered at least once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What the event did; null on rows from before outcomes were recorded. */
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }),
    /** Why an event was ignored (no data, an object the provider or the studio does not know). */
    note: text('note'),
  },
  // A null outcome passes (SQL's `in` is unknown for null), as the old rows need.
  (table) => [
    check('payment_events_outcome_known', isOneOf(table.outcome, PAYMENT_EVENT_OUTCOMES)),
  ],
);

/**
 * The payment provider's subscriptions as last read from it (webhooks retrieve the current object,
 * so a late event never brings back an old state). The profile's tier is derived from these rows.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** The provider's status: active, trialing, past_due, canceled, incomplete... */
    status: text('status').notNull(),
    priceId: text('price_id'),
    /** The plan the price buys; null for a price this environment does not sell. */
    tier: text('tier', { enum: SUBSCRIPTION_TIERS }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    check(
      'subscriptions_tier_known',
      sql`${table.tier} is null or ${isOneOf(table.tier, SUBSCRIPTION_TIERS)}`,
    ),
  ],
);

/**
 * The local test checkout's own records (it plays the payment provider when Stripe is not
 * configured): checkout sessions, portal sessions and subscriptions, as Stripe-shaped JSON.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    /**
     * 'checkout.session' | 'billing_portal.session' | 'subscription' (Stripe's object names), or
     * 'pending_events' (signed events not delivered yet; customer_id holds the session id).
     */
    object: text('object').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('local_payment_objects_customer_idx').on(table.object, table.customerId)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type TemporaryDesignRow = typeof temporaryDesigns.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type TransformationRow = typeof transformations.$inferSelect;
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type LocalPaymentObjectRow = typeof localPaymentObjects.$inferSelect;
export type LibraryPhotoRow = typeof libraryPhotos.$inferSelect;
