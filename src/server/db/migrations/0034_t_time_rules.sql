ALTER TABLE "child_sessions" ADD COLUMN "last_content_id" uuid;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "grace_content_id" uuid;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "day_limits" jsonb DEFAULT '[null,null,null,null,null,null,null]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "weekly_limit" integer;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allowed_windows" jsonb DEFAULT '[null,null,null,null,null,null,null]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "video_grace_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "autoplay_videos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_weekly_limit_check" CHECK ("children"."weekly_limit" is null or "children"."weekly_limit" between 15 and 3360);--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_video_grace_check" CHECK ("children"."video_grace_minutes" between 0 and 15);--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_autoplay_videos_check" CHECK ("children"."autoplay_videos" between 0 and 5);--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_day_limits_check" CHECK (jsonb_array_length("children"."day_limits") = 7);--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_allowed_windows_check" CHECK (jsonb_array_length("children"."allowed_windows") = 7);