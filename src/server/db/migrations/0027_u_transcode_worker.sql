ALTER TABLE "video_uploads" ADD COLUMN "worker" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "ffmpeg_pid" integer;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "work_dir" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "job_id" text;