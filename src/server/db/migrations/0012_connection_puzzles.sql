CREATE TABLE "connection_puzzles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"groups" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"seed_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_puzzles_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "connection_puzzles_level_check" CHECK ("connection_puzzles"."level" in ('standard', 'young')),
	CONSTRAINT "connection_puzzles_status_check" CHECK ("connection_puzzles"."status" in ('active', 'retired')),
	CONSTRAINT "connection_puzzles_groups_array_check" CHECK (jsonb_typeof("connection_puzzles"."groups") = 'array')
);
--> statement-breakpoint
ALTER TABLE "connection_puzzles" ADD CONSTRAINT "connection_puzzles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_puzzles_level_status_idx" ON "connection_puzzles" USING btree ("level","status","created_at","id");