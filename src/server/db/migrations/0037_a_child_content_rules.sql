CREATE TABLE "child_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_id" uuid,
	"creator_profile_id" uuid,
	"collection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_approvals_kind_check" CHECK ("child_approvals"."kind" in ('video', 'creator', 'collection')),
	CONSTRAINT "child_approvals_target_check" CHECK (("child_approvals"."kind" = 'video' and "child_approvals"."content_id" is not null and "child_approvals"."creator_profile_id" is null and "child_approvals"."collection_id" is null)
        or ("child_approvals"."kind" = 'creator' and "child_approvals"."creator_profile_id" is not null and "child_approvals"."content_id" is null and "child_approvals"."collection_id" is null)
        or ("child_approvals"."kind" = 'collection' and "child_approvals"."collection_id" is not null and "child_approvals"."content_id" is null and "child_approvals"."creator_profile_id" is null))
);
--> statement-breakpoint
CREATE TABLE "child_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_id" uuid,
	"creator_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_blocks_kind_check" CHECK ("child_blocks"."kind" in ('video', 'creator')),
	CONSTRAINT "child_blocks_target_check" CHECK (("child_blocks"."kind" = 'video' and "child_blocks"."content_id" is not null and "child_blocks"."creator_profile_id" is null)
        or ("child_blocks"."kind" = 'creator' and "child_blocks"."creator_profile_id" is not null and "child_blocks"."content_id" is null))
);
--> statement-breakpoint
CREATE TABLE "content_collection_items" (
	"collection_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_collection_items_collection_id_content_id_pk" PRIMARY KEY("collection_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_collections_name_check" CHECK (char_length("content_collections"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "approved_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "child_approvals" ADD CONSTRAINT "child_approvals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_approvals" ADD CONSTRAINT "child_approvals_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_approvals" ADD CONSTRAINT "child_approvals_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_approvals" ADD CONSTRAINT "child_approvals_collection_id_content_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_blocks" ADD CONSTRAINT "child_blocks_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_blocks" ADD CONSTRAINT "child_blocks_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_blocks" ADD CONSTRAINT "child_blocks_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collection_items" ADD CONSTRAINT "content_collection_items_collection_id_content_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collection_items" ADD CONSTRAINT "content_collection_items_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collections" ADD CONSTRAINT "content_collections_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_approvals_child_content_idx" ON "child_approvals" USING btree ("child_id","content_id") WHERE "child_approvals"."content_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "child_approvals_child_creator_idx" ON "child_approvals" USING btree ("child_id","creator_profile_id") WHERE "child_approvals"."creator_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "child_approvals_child_collection_idx" ON "child_approvals" USING btree ("child_id","collection_id") WHERE "child_approvals"."collection_id" is not null;--> statement-breakpoint
CREATE INDEX "child_approvals_child_created_idx" ON "child_approvals" USING btree ("child_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "child_approvals_collection_idx" ON "child_approvals" USING btree ("collection_id") WHERE "child_approvals"."collection_id" is not null;--> statement-breakpoint
CREATE INDEX "child_approvals_creator_idx" ON "child_approvals" USING btree ("creator_profile_id") WHERE "child_approvals"."creator_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "child_approvals_content_idx" ON "child_approvals" USING btree ("content_id") WHERE "child_approvals"."content_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "child_blocks_child_content_idx" ON "child_blocks" USING btree ("child_id","content_id") WHERE "child_blocks"."content_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "child_blocks_child_creator_idx" ON "child_blocks" USING btree ("child_id","creator_profile_id") WHERE "child_blocks"."creator_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "child_blocks_child_created_idx" ON "child_blocks" USING btree ("child_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "child_blocks_creator_idx" ON "child_blocks" USING btree ("creator_profile_id") WHERE "child_blocks"."creator_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "child_blocks_content_idx" ON "child_blocks" USING btree ("content_id") WHERE "child_blocks"."content_id" is not null;--> statement-breakpoint
CREATE INDEX "content_collection_items_content_idx" ON "content_collection_items" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_collections_parent_name_idx" ON "content_collections" USING btree ("parent_id",lower("name"));