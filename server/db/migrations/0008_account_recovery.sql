ALTER TABLE "auth_sessions" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "recovery_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "recovery_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "reauthentication_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "reauthentication_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_recovery_token_hash_unique" UNIQUE("recovery_token_hash");--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_email_change_token_hash_unique" UNIQUE("email_change_token_hash");