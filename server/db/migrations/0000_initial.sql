CREATE TABLE "assets" (
	"asset_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"jewelry_type" text NOT NULL,
	"image_style" text NOT NULL,
	"material" text,
	"gemstones" text,
	"description" text,
	"original_filename" text,
	"temporary_id" uuid,
	"s3_key_original_upload" text NOT NULL,
	"s3_key_cropped_image" text,
	"base_fidelity_score" real,
	"detected_characteristics" jsonb,
	"difficulty_assessment" jsonb,
	"technical_quality_report" jsonb,
	"initial_difficulty_assessment_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_jewelry_type_known" CHECK ("assets"."jewelry_type" in ('ring', 'necklace', 'bracelet', 'earring', 'watch')),
	CONSTRAINT "assets_image_style_known" CHECK ("assets"."image_style" in ('sketch', 'photo', 'unclear'))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry" text NOT NULL,
	"amount" integer NOT NULL,
	"transformation_id" uuid,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_entry_known" CHECK ("credit_ledger"."entry" in ('grant', 'purchase', 'reserve', 'consume', 'release', 'adjust')),
	CONSTRAINT "credit_ledger_amount_positive" CHECK ("credit_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"available_credits" integer DEFAULT 0 NOT NULL,
	"locked_credits" integer DEFAULT 0 NOT NULL,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "profiles_subscription_tier_known" CHECK ("profiles"."subscription_tier" in ('free', 'start', 'pro', 'enterprise')),
	CONSTRAINT "profiles_available_credits_not_negative" CHECK ("profiles"."available_credits" >= 0),
	CONSTRAINT "profiles_locked_credits_not_negative" CHECK ("profiles"."locked_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "temporary_designs" (
	"temporary_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"original_filename" text,
	"s3_key_original_upload" text NOT NULL,
	"s3_key_cropped_image" text,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transformations" (
	"transformation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pipeline_step_name" text NOT NULL,
	"kind" text NOT NULL,
	"composition_type" text,
	"scene_name" text,
	"quality_requested" text,
	"source_image_s3_path" text NOT NULL,
	"cost" integer NOT NULL,
	"output_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fidelity_score" real,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "transformations_status_known" CHECK ("transformations"."status" in ('queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "transformations_kind_known" CHECK ("transformations"."kind" in ('pack_shot', 'model_shot', 'lifestyle', '3d_model', 'expand')),
	CONSTRAINT "transformations_cost_positive" CHECK ("transformations"."cost" > 0)
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD CONSTRAINT "temporary_designs_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformations" ADD CONSTRAINT "transformations_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transformations" ADD CONSTRAINT "transformations_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_id_created_at_idx" ON "assets" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_transformation_entry_unique" ON "credit_ledger" USING btree ("transformation_id","entry") WHERE "credit_ledger"."transformation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_settlement_unique" ON "credit_ledger" USING btree ("transformation_id") WHERE "credit_ledger"."entry" in ('consume', 'release');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reference_entry_unique" ON "credit_ledger" USING btree ("reference","entry") WHERE "credit_ledger"."reference" is not null;--> statement-breakpoint
CREATE INDEX "temporary_designs_expires_at_idx" ON "temporary_designs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "temporary_designs_user_id_idx" ON "temporary_designs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transformations_asset_id_created_at_idx" ON "transformations" USING btree ("asset_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transformations_user_id_status_idx" ON "transformations" USING btree ("user_id","status");