-- Issue 13: every filter combination fast at a million items (decision 005, second part).
-- 1. The facet GIN index holds the duration BUCKET (an equality key, 4 values) instead of the duration: btree_gin
--    read a duration range as two open-ended scans (every row ≥ 5 min and every row < 10 min, ~1.2 million
--    entries) before intersecting, ~100 ms for `language=Urdu&duration=5-10&music=yes`. It also holds the content
--    rating, so a child's policy (band, ratings, categories, music) is answered by the same index.
DROP INDEX IF EXISTS content_published_facets_gin;
--> statement-breakpoint
CREATE INDEX content_published_facets_gin ON content
  USING gin (age_range, category, language, source_type, has_music, content_duration_bucket(duration), content_rating)
  WHERE status = 'published';
--> statement-breakpoint
-- 2. content_facet_counts stays compact: every published insert updates one of its few thousand rows, so a bulk
--    load left ~26 MB of dead row versions that every feed request read through. Half-empty pages let those updates
--    stay on their page (HOT) and be pruned there; autovacuum visits the table after a few hundred changes.
ALTER TABLE content_facet_counts SET (
  fillfactor = 50,
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0,
  autovacuum_analyze_threshold = 500
);
--> statement-breakpoint
-- Rewrite it now, compact and with the new fill factor (the counts are recomputed from content, in this transaction).
TRUNCATE content_facet_counts;
--> statement-breakpoint
INSERT INTO content_facet_counts (age_range, category, language, source_type, has_music, duration_bucket, count)
SELECT age_range, category, language, source_type, has_music, content_duration_bucket(duration), count(*)
  FROM content
 WHERE status = 'published'
 GROUP BY 1, 2, 3, 4, 5, 6;
