-- Values filters in the feed's SQL (decision 034-v): the five axes summed up in one generated column the covering
-- indexes carry (bits: src/server/catalog/values-mask.ts), and exact counts by it for the child policy's facets.
ALTER TABLE "content" ADD COLUMN "values_bits" smallint GENERATED ALWAYS AS (((case when vocals_mix or music <> 'none' then 1 else 0 end)
          | (case when not vocals_mix and music in ('percussion', 'instruments', 'unknown') then 2 else 0 end)
          | (case when not vocals_mix and music in ('instruments', 'unknown') then 4 else 0 end)
          | (case when faces <> 'none' then 8 else 0 end)
          | (case when magic <> 'none' then 16 else 0 end)
          | (case when imagery <> 'none' then 32 else 0 end)
          | (case when dancing <> 'none' then 64 else 0 end))::smallint) STORED NOT NULL;--> statement-breakpoint
-- How many published items have each combination of the child policy's facets (age band, category, rating) and
-- values_bits (at most 4 × 12 × 4 × 64 rows): a child's feed under a values filter is counted exactly from here, as
-- content_facet_counts counts the feed's filters (which have no values columns; adding them would multiply its
-- rows by up to 64).
CREATE TABLE content_values_counts (
  age_range smallint NOT NULL,
  category text NOT NULL,
  content_rating text NOT NULL,
  values_bits smallint NOT NULL,
  count bigint NOT NULL,
  CONSTRAINT content_values_counts_pkey PRIMARY KEY (age_range, category, content_rating, values_bits),
  CONSTRAINT content_values_counts_count_check CHECK (count >= 0)
) WITH (
  fillfactor = 50,
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0,
  autovacuum_analyze_threshold = 500
);
--> statement-breakpoint
CREATE FUNCTION content_values_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE content_values_counts SET count = count - 1
     WHERE age_range = OLD.age_range AND category = OLD.category AND content_rating = OLD.content_rating
       AND values_bits = OLD.values_bits;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO content_values_counts AS f (age_range, category, content_rating, values_bits, count)
    VALUES (NEW.age_range, NEW.category, NEW.content_rating, NEW.values_bits, 1)
    ON CONFLICT (age_range, category, content_rating, values_bits) DO UPDATE SET count = f.count + 1;
  END IF;
  -- A change of values alone changes what children see: cached feed pages go (content_facets_track does not fire
  -- for the values columns).
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_values_insert_delete AFTER INSERT OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION content_values_track();
--> statement-breakpoint
-- By value, not by column list: values_bits is generated and music may change through has_music (content_music_sync).
CREATE TRIGGER content_values_update AFTER UPDATE ON content
  FOR EACH ROW
  WHEN ((OLD.status = 'published' OR NEW.status = 'published')
    AND (OLD.status, OLD.age_range, OLD.category, OLD.content_rating, OLD.values_bits)
        IS DISTINCT FROM (NEW.status, NEW.age_range, NEW.category, NEW.content_rating, NEW.values_bits))
  EXECUTE FUNCTION content_values_track();
--> statement-breakpoint
CREATE FUNCTION content_values_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE content_values_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_values_truncate AFTER TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION content_values_truncate();
--> statement-breakpoint
INSERT INTO content_values_counts (age_range, category, content_rating, values_bits, count)
SELECT age_range, category, content_rating, values_bits, count(*)
  FROM content
 WHERE status = 'published'
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The feed's covering indexes carry values_bits too, so a walk under a values filter still reads no table rows
-- (0033's indexes, made again with the column; decision 034-v).
DROP INDEX IF EXISTS "content_published_recent_idx";
--> statement-breakpoint
CREATE INDEX "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "values_bits", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_random_idx";
--> statement-breakpoint
CREATE INDEX "content_published_random_idx" ON "content" USING btree ("random_key")
  INCLUDE ("id", "age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "values_bits", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_language_recent_idx";
--> statement-breakpoint
CREATE INDEX "content_published_language_recent_idx" ON "content" USING btree ("language", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "source_type", "has_music", "duration_bucket", "content_rating", "values_bits", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_source_recent_idx";
--> statement-breakpoint
CREATE INDEX "content_published_source_recent_idx" ON "content" USING btree ("source_type", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "has_music", "duration_bucket", "content_rating", "values_bits", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS content_published_facet_recent_idx;
--> statement-breakpoint
CREATE INDEX content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  INCLUDE (values_bits, title_search)
  WHERE status = 'published';
--> statement-breakpoint
ANALYZE content;
--> statement-breakpoint
ANALYZE content_values_counts;
