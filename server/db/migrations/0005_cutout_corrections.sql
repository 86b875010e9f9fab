ALTER TABLE "assets" ADD COLUMN "cutout_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_motifs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_motif" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_strokes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "s3_key_cutout_auto" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_auto_review" jsonb;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "s3_key_lineart" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "s3_key_cutout_source" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_source_width" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "cutout_source_height" integer;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_motifs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_motif" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_strokes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "s3_key_cutout_auto" text;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_auto_review" jsonb;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "s3_key_lineart" text;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "s3_key_cutout_source" text;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_source_width" integer;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_source_height" integer;--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD COLUMN "cutout_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transformations" ADD COLUMN "cutout_key" text;--> statement-breakpoint
ALTER TABLE "transformations" ADD COLUMN "cutout_version" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_cutout_version_positive" CHECK ("assets"."cutout_version" >= 1);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_cutout_motif_not_negative" CHECK ("assets"."cutout_motif" >= 0);--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD CONSTRAINT "temporary_designs_cutout_version_positive" CHECK ("temporary_designs"."cutout_version" >= 1);--> statement-breakpoint
ALTER TABLE "temporary_designs" ADD CONSTRAINT "temporary_designs_cutout_motif_not_negative" CHECK ("temporary_designs"."cutout_motif" >= 0);