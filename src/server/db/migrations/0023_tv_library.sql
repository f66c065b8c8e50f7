CREATE TABLE "watch_later" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"child_id" uuid,
	"content_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_later_owner_check" CHECK (("watch_later"."user_id" is null) <> ("watch_later"."child_id" is null))
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"child_id" uuid,
	"content_id" uuid NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_owner_check" CHECK (("watch_progress"."user_id" is null) <> ("watch_progress"."child_id" is null)),
	CONSTRAINT "watch_progress_position_check" CHECK ("watch_progress"."position_seconds" >= 0 and "watch_progress"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "watch_later" ADD CONSTRAINT "watch_later_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_later" ADD CONSTRAINT "watch_later_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_later" ADD CONSTRAINT "watch_later_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_later_user_content_uq" ON "watch_later" USING btree ("user_id","content_id") WHERE "watch_later"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_later_child_content_uq" ON "watch_later" USING btree ("child_id","content_id") WHERE "watch_later"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "watch_later_content_idx" ON "watch_later" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_progress_user_content_uq" ON "watch_progress" USING btree ("user_id","content_id") WHERE "watch_progress"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_progress_child_content_uq" ON "watch_progress" USING btree ("child_id","content_id") WHERE "watch_progress"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "watch_progress_content_idx" ON "watch_progress" USING btree ("content_id");