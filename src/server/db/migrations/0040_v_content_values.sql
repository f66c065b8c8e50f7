CREATE TABLE "content_value_votes" (
	"content_id" uuid NOT NULL,
	"parent_id" text NOT NULL,
	"axis" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_value_votes_content_id_parent_id_axis_pk" PRIMARY KEY("content_id","parent_id","axis"),
	CONSTRAINT "content_value_votes_axis_check" CHECK ("content_value_votes"."axis" in ('music', 'faces', 'magic', 'imagery', 'dancing')),
	CONSTRAINT "content_value_votes_level_check" CHECK (("content_value_votes"."axis" = 'music' and "content_value_votes"."level" in ('none', 'voice', 'percussion', 'instruments', 'unknown')) or ("content_value_votes"."axis" = 'faces' and "content_value_votes"."level" in ('none', 'shown', 'unknown')) or ("content_value_votes"."axis" = 'magic' and "content_value_votes"."level" in ('none', 'shown', 'unknown')) or ("content_value_votes"."axis" = 'imagery' and "content_value_votes"."level" in ('none', 'shown', 'unknown')) or ("content_value_votes"."axis" = 'dancing' and "content_value_votes"."level" in ('none', 'shown', 'unknown')))
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "values_filter" jsonb DEFAULT '{"preset":"open","music":"instruments","faces":"shown","magic":"shown","imagery":"shown","dancing":"shown"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "music" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "faces" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "magic" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "imagery" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "dancing" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "value_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "declared_values" jsonb;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "vocals_mix" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_value_votes" ADD CONSTRAINT "content_value_votes_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_value_votes" ADD CONSTRAINT "content_value_votes_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_value_votes_parent_idx" ON "content_value_votes" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_values_preset_check" CHECK (("children"."values_filter" ->> 'preset') in ('open', 'moderate', 'strict', 'custom'));--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_music_check" CHECK ("content"."music" in ('none', 'voice', 'percussion', 'instruments', 'unknown'));--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_faces_check" CHECK ("content"."faces" in ('none', 'shown', 'unknown'));--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_magic_check" CHECK ("content"."magic" in ('none', 'shown', 'unknown'));--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_imagery_check" CHECK ("content"."imagery" in ('none', 'shown', 'unknown'));--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_dancing_check" CHECK ("content"."dancing" in ('none', 'shown', 'unknown'));--> statement-breakpoint
-- An item's music so far was only has_music: without music it is 'none', with music of a kind nobody has said yet.
UPDATE "content" SET "music" = 'none' WHERE NOT "has_music";--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_music_consistent_check" CHECK ("content"."has_music" = ("content"."music" <> 'none'));;--> statement-breakpoint
-- has_music is the spec's field and music the finer one: a writer may set either, and this keeps them in step
-- (music wins when both change; has_music alone turns music to 'none', or from 'none' to 'unknown').
CREATE FUNCTION content_music_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.music = 'unknown' AND NOT NEW.has_music THEN
      NEW.music := 'none';
    END IF;
  ELSIF NEW.music IS DISTINCT FROM OLD.music THEN
    NULL;
  ELSIF NEW.has_music IS DISTINCT FROM OLD.has_music THEN
    NEW.music := CASE WHEN NOT NEW.has_music THEN 'none' WHEN OLD.music = 'none' THEN 'unknown' ELSE OLD.music END;
  END IF;
  NEW.has_music := NEW.music <> 'none';
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Named to run before content_new_revision (BEFORE triggers fire in name order), which then sees the final music.
CREATE TRIGGER content_music_sync BEFORE INSERT OR UPDATE ON content FOR EACH ROW EXECUTE FUNCTION content_music_sync();
--> statement-breakpoint
-- The values axes are part of what a moderator reviews: a change to them is a new revision, like the other fields.
CREATE OR REPLACE FUNCTION content_new_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.category, NEW.tags, NEW.language, NEW.age_range, NEW.has_music, NEW.content_rating,
      NEW.music, NEW.faces, NEW.magic, NEW.imagery, NEW.dancing)
     IS DISTINCT FROM
     (OLD.title, OLD.description, OLD.category, OLD.tags, OLD.language, OLD.age_range, OLD.has_music, OLD.content_rating,
      OLD.music, OLD.faces, OLD.magic, OLD.imagery, OLD.dancing) THEN
    NEW.revision := OLD.revision + 1;
    IF OLD.status <> 'published' THEN
      DELETE FROM content_votes WHERE content_id = OLD.id;
      IF NEW.status = OLD.status AND OLD.status = 'approved' THEN
        NEW.status := 'pending';
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;
