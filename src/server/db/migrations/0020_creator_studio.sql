CREATE TABLE "content_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_messages_author_role_check" CHECK ("content_messages"."author_role" in ('creator', 'moderator')),
	CONSTRAINT "content_messages_kind_check" CHECK ("content_messages"."kind" in ('message', 'rejection')),
	CONSTRAINT "content_messages_body_check" CHECK (char_length("content_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"author_id" text,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "content_revisions_status_check" CHECK ("content_revisions"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "content_thread_reads" (
	"content_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_thread_reads_pkey" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "content" DROP CONSTRAINT "content_status_check";--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "scheduled_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_views" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_messages" ADD CONSTRAINT "content_messages_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_messages" ADD CONSTRAINT "content_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_thread_reads" ADD CONSTRAINT "content_thread_reads_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_thread_reads" ADD CONSTRAINT "content_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_messages_content_created_idx" ON "content_messages" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_one_pending_idx" ON "content_revisions" USING btree ("content_id") WHERE "content_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "content_revisions_status_created_idx" ON "content_revisions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_scheduled_due_idx" ON "content" USING btree ("scheduled_publish_at") WHERE "content"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "content_likes_content_created_idx" ON "content_likes" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "content_views_counted_content_created_idx" ON "content_views" USING btree ("content_id","created_at") WHERE "content_views"."counted";--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_status_check" CHECK ("content"."status" in ('draft', 'pending', 'approved', 'scheduled', 'published', 'rejected'));--> statement-breakpoint
-- Hand-written: views recorded before the counted column existed. Child-session views always counted;
-- a public view counted when it kept its address hash (hashes older than the retention window are gone, so those
-- older views stay uncounted in creator analytics).
UPDATE "content_views" SET "counted" = true WHERE NOT "is_bot" AND ("child_id" IS NOT NULL OR "counted_address_hash" IS NOT NULL);
