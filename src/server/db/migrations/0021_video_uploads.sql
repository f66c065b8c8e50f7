CREATE TABLE "video_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"error" text,
	"container" text,
	"duration_seconds" double precision,
	"width" integer,
	"height" integer,
	"renditions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"content_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_uploads_content_id_unique" UNIQUE("content_id"),
	CONSTRAINT "video_uploads_status_check" CHECK ("video_uploads"."status" in ('uploading', 'invalid', 'uploaded', 'queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "video_uploads_progress_check" CHECK ("video_uploads"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_user_idx" ON "video_uploads" USING btree ("user_id","created_at");