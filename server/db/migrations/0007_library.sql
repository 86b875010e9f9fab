CREATE TABLE "library_photos" (
	"photo_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"original_filename" text,
	"s3_key_image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"detection" text NOT NULL,
	"detection_ms" integer,
	"landmarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surface" jsonb,
	"placement" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_photos_kind_known" CHECK ("library_photos"."kind" in ('model', 'scene')),
	CONSTRAINT "library_photos_detection_known" CHECK ("library_photos"."detection" in ('found', 'nothing_found'))
);
--> statement-breakpoint
ALTER TABLE "transformations" ADD COLUMN "library_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "transformations" ADD COLUMN "placement" jsonb;--> statement-breakpoint
ALTER TABLE "library_photos" ADD CONSTRAINT "library_photos_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_photos_user_kind_created_idx" ON "library_photos" USING btree ("user_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "transformations" ADD CONSTRAINT "transformations_library_photo_id_library_photos_photo_id_fk" FOREIGN KEY ("library_photo_id") REFERENCES "public"."library_photos"("photo_id") ON DELETE set null ON UPDATE no action;