-- With 0015's duration_bucket column: every filter combination and every child's policy fast at a million items (decision 005, part 2).
--
-- A feed condition is a set of allowed values per facet: age band, category, language, source, music, duration
-- bucket and content rating. content_facet_counts holds how many published items each combination of the seven has
-- (a few thousand rows), and one btree index holds every published item under its combination, newest first. A
-- page of a rare combination is then read as: the matching combinations from the counts table, the newest
-- (offset + 12) items of each from the index (index-only), merged. Its cost is known before the query from the
-- counts, so the service picks it or the walk along the date index by their real costs.
--
-- This replaces the facet GIN index (0007): btree_gin read a duration range as two open-ended scans (~100 ms for
-- `language=Urdu&duration=5-10&music=yes`), and even with equality keys it intersected posting lists of hundreds of
-- thousands of entries for common values (has_music, a band) on every rare request.
DROP INDEX IF EXISTS content_published_facets_gin;
--> statement-breakpoint
-- duration_bucket is a stored column (0015), not an expression: the planner has statistics for it (on an expression
-- in a partial index it guessed 0.5 % of rows for any bucket; the real share is 13-55 %), and the per-combination
-- reads below can be index-only (an expression over duration would need the row to check it).
CREATE INDEX IF NOT EXISTS content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  WHERE status = 'published';
--> statement-breakpoint
ALTER TABLE content_facet_counts ADD COLUMN IF NOT EXISTS content_rating text NOT NULL DEFAULT 'G';
--> statement-breakpoint
ALTER TABLE content_facet_counts ALTER COLUMN content_rating DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE content_facet_counts DROP CONSTRAINT content_facet_counts_pkey;
--> statement-breakpoint
ALTER TABLE content_facet_counts ADD CONSTRAINT content_facet_counts_pkey
  PRIMARY KEY (age_range, category, language, source_type, has_music, duration_bucket, content_rating);
--> statement-breakpoint
-- Compact: every published insert updates one of these rows, so a bulk load left ~26 MB of dead row versions that
-- every request read through. Half-empty pages keep those updates on their page (HOT, pruned there), and
-- autovacuum visits the table after a few hundred changes, not after 20 % of it.
ALTER TABLE content_facet_counts SET (
  fillfactor = 50,
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0,
  autovacuum_analyze_threshold = 500
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_facets_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE content_facet_counts SET count = count - 1
     WHERE age_range = OLD.age_range AND category = OLD.category AND language = OLD.language
       AND source_type = OLD.source_type AND has_music = OLD.has_music
       AND duration_bucket = OLD.duration_bucket AND content_rating = OLD.content_rating;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO content_facet_counts AS f
      (age_range, category, language, source_type, has_music, duration_bucket, content_rating, count)
    VALUES (NEW.age_range, NEW.category, NEW.language, NEW.source_type, NEW.has_music,
            NEW.duration_bucket, NEW.content_rating, 1)
    ON CONFLICT (age_range, category, language, source_type, has_music, duration_bucket, content_rating)
    DO UPDATE SET count = f.count + 1;
  END IF;
  -- Every app process listening drops its cached feed pages (payload-less: identical notifications in one
  -- transaction are delivered once).
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS content_facets_update ON content;
--> statement-breakpoint
CREATE TRIGGER content_facets_update AFTER UPDATE OF status, age_range, category, language, source_type, has_music, duration, content_rating, title, thumbnail_url, created_at, creator_profile_id ON content
  FOR EACH ROW
  WHEN (OLD.status = 'published' OR NEW.status = 'published')
  EXECUTE FUNCTION content_facets_track();
--> statement-breakpoint
-- Recounted from content in this transaction, written compactly with the new fill factor.
TRUNCATE content_facet_counts;
--> statement-breakpoint
INSERT INTO content_facet_counts
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, count)
SELECT age_range, category, language, source_type, has_music, duration_bucket, content_rating, count(*)
  FROM content
 WHERE status = 'published'
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
ANALYZE content;
--> statement-breakpoint
ANALYZE content_facet_counts;
