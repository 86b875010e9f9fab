ALTER TABLE "assets" ADD COLUMN "s3_key_cutout" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_style" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_width" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_height" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_review" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "s3_key_cutout" text;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_style" text;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_width" integer;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_height" integer;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_review" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_cutout_review_known" CHECK ("assets"."cutout_review" in ('ok', 'suggested', 'required'));--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_cutout_style_known" CHECK ("assets"."cutout_style" is null or "assets"."cutout_style" in ('photo', 'sketch'));--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD CONSTRAINT "temporary_designs_cutout_review_known" CHECK ("temporary_designs"."cutout_review" in ('ok', 'suggested', 'required'));--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD CONSTRAINT "temporary_designs_cutout_style_known" CHECK ("temporary_designs"."cutout_style" is null or "temporary_designs"."cutout_style" in ('photo', 'sketch'));