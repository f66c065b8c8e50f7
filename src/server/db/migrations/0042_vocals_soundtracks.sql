ALTER TABLE "content_views" ADD COLUMN "audio_mix" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "kind" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "soundtrack_of" uuid;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "video_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "main_audio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_soundtrack_of_content_id_fk" FOREIGN KEY ("soundtrack_of") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_soundtrack_of_unique" UNIQUE("soundtrack_of");--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_audio_mix_check" CHECK ("content_views"."audio_mix" in ('main', 'vocals'));--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_kind_check" CHECK ("video_uploads"."kind" in ('video', 'vocals'));--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_soundtrack_check" CHECK ("video_uploads"."kind" = 'vocals' or "video_uploads"."soundtrack_of" is null);--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_vocals_content_check" CHECK ("video_uploads"."kind" = 'video' or "video_uploads"."content_id" is null);