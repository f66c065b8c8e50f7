-- Catalog facets (decision 005): exact feed totals without counting a million rows, a GIN index that answers any
-- combination of feed filters, and a notification that lets every app process drop its cached feed pages.

-- btree_gin lets one GIN index serve equality and range filters on any subset of plain columns.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS content_published_facets_gin ON content
  USING gin (age_range, category, language, source_type, has_music, duration)
  WHERE status = 'published';
--> statement-breakpoint
CREATE FUNCTION content_duration_bucket(minutes double precision) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN minutes < 5 THEN 0 WHEN minutes < 10 THEN 1 WHEN minutes < 20 THEN 2 ELSE 3 END)::smallint $$;
--> statement-breakpoint
-- How many published items have each combination of feed facets (at most 4 × 12 × 8 × 5 × 2 × 4 rows).
CREATE TABLE content_facet_counts (
  age_range smallint NOT NULL,
  category text NOT NULL,
  language text NOT NULL,
  source_type text NOT NULL,
  has_music boolean NOT NULL,
  duration_bucket smallint NOT NULL,
  count bigint NOT NULL,
  CONSTRAINT content_facet_counts_pkey PRIMARY KEY (age_range, category, language, source_type, has_music, duration_bucket),
  CONSTRAINT content_facet_counts_count_check CHECK (count >= 0)
);
--> statement-breakpoint
CREATE FUNCTION content_facets_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE content_facet_counts SET count = count - 1
     WHERE age_range = OLD.age_range AND category = OLD.category AND language = OLD.language
       AND source_type = OLD.source_type AND has_music = OLD.has_music
       AND duration_bucket = content_duration_bucket(OLD.duration);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO content_facet_counts AS f (age_range, category, language, source_type, has_music, duration_bucket, count)
    VALUES (NEW.age_range, NEW.category, NEW.language, NEW.source_type, NEW.has_music, content_duration_bucket(NEW.duration), 1)
    ON CONFLICT (age_range, category, language, source_type, has_music, duration_bucket)
    DO UPDATE SET count = f.count + 1;
  END IF;
  -- Every app process listening drops its cached feed pages (payload-less: identical notifications in one
  -- transaction are delivered once).
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_facets_insert_delete AFTER INSERT OR DELETE ON content
  FOR EACH ROW EXECUTE FUNCTION content_facets_track();
--> statement-breakpoint
-- Only changes the feed can see; a counted view (view_count) fires nothing.
CREATE TRIGGER content_facets_update AFTER UPDATE OF status, age_range, category, language, source_type, has_music, duration, title, thumbnail_url, created_at, creator_profile_id ON content
  FOR EACH ROW
  WHEN (OLD.status = 'published' OR NEW.status = 'published')
  EXECUTE FUNCTION content_facets_track();
--> statement-breakpoint
CREATE FUNCTION content_facets_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE content_facet_counts;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_facets_truncate AFTER TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION content_facets_truncate();
--> statement-breakpoint
INSERT INTO content_facet_counts (age_range, category, language, source_type, has_music, duration_bucket, count)
SELECT age_range, category, language, source_type, has_music, content_duration_bucket(duration), count(*)
  FROM content
 WHERE status = 'published'
 GROUP BY 1, 2, 3, 4, 5, 6;
