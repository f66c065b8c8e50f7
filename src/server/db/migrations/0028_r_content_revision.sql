ALTER TABLE "content" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_screenings" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A change to what a moderator or a parent reviewed makes a new revision: the number goes up (Publish names the
-- revision it saw), the parents' votes of an unpublished item are cleared, and an item that parents had approved
-- waits again as pending (unless the write set another status). In the database so that no write path can skip it.
CREATE FUNCTION content_new_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.category, NEW.tags, NEW.language, NEW.age_range, NEW.has_music, NEW.content_rating)
     IS DISTINCT FROM
     (OLD.title, OLD.description, OLD.category, OLD.tags, OLD.language, OLD.age_range, OLD.has_music, OLD.content_rating) THEN
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
--> statement-breakpoint
CREATE TRIGGER content_new_revision BEFORE UPDATE ON content FOR EACH ROW EXECUTE FUNCTION content_new_revision();
