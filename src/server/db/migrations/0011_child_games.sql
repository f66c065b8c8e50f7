CREATE TABLE "child_game_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"score" integer NOT NULL,
	"round_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_game_scores_round_unique" UNIQUE("child_id","game_id","round_id"),
	CONSTRAINT "child_game_scores_game_check" CHECK ("child_game_scores"."game_id" in ('snake', 'tetris', 'islamic-connections')),
	CONSTRAINT "child_game_scores_score_check" CHECK ("child_game_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "child_game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"best_score" integer,
	CONSTRAINT "child_game_sessions_game_check" CHECK ("child_game_sessions"."game_id" in ('snake', 'tetris', 'islamic-connections')),
	CONSTRAINT "child_game_sessions_seconds_check" CHECK ("child_game_sessions"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "games_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "child_game_scores" ADD CONSTRAINT "child_game_scores_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_game_sessions" ADD CONSTRAINT "child_game_sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_game_scores_child_game_score_idx" ON "child_game_scores" USING btree ("child_id","game_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "child_game_sessions_child_played_idx" ON "child_game_sessions" USING btree ("child_id","last_played_at" DESC NULLS LAST);