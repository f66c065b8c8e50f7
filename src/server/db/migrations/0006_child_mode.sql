CREATE TABLE "child_screen_time" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_screen_time_pkey" PRIMARY KEY("child_id","day"),
	CONSTRAINT "child_screen_time_seconds_check" CHECK ("child_screen_time"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "exit_answer" integer;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allowed_categories" text[];--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "music_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "exit_pin_hash" text;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "exit_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "exit_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_screen_time" ADD CONSTRAINT "child_screen_time_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD CONSTRAINT "child_sessions_token_hash_unique" UNIQUE("token_hash");