CREATE TABLE "content_screenings" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"compliant" boolean NOT NULL,
	"confidence" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"metadata_checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"term" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_terms_reason_check" CHECK ("screening_terms"."reason" in ('hate_speech', 'nudity', 'instrument_music', 'prophet_depiction', 'advertising')),
	CONSTRAINT "screening_terms_term_check" CHECK (char_length("screening_terms"."term") between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "youtube_sync_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_sync_enabled" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "youtube_sync_settings_single_row" CHECK ("youtube_sync_settings"."id" = 1),
	CONSTRAINT "youtube_sync_settings_interval_check" CHECK ("youtube_sync_settings"."interval_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "content_screenings" ADD CONSTRAINT "content_screenings_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD CONSTRAINT "moderation_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_terms" ADD CONSTRAINT "screening_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_sync_settings" ADD CONSTRAINT "youtube_sync_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_log_created_idx" ON "moderation_audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_audit_log_target_idx" ON "moderation_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_terms_reason_term_key" ON "screening_terms" USING btree ("reason",lower("term"));