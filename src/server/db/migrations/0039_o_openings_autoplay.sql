CREATE TABLE "child_autoplay_runs" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_autoplay_runs_videos_check" CHECK ("child_autoplay_runs"."videos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "next_offered_id" uuid;--> statement-breakpoint
ALTER TABLE "screen_time_grants" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_autoplay_runs" ADD CONSTRAINT "child_autoplay_runs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;