ALTER TABLE "video_uploads" DROP CONSTRAINT "video_uploads_status_check";--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "worker" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "ffmpeg_pid" integer;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "work_dir" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_status_check" CHECK ("video_uploads"."status" in ('uploading', 'invalid', 'uploaded', 'queued', 'processing', 'ready', 'failed', 'cancelled'));