-- A title search within a narrow filter (the feed's filters or a child's policy) reads the facet index
-- instead of the trigram index. The trigram index finds every item whose title has the word — 62,000 for a common
-- one at a million — and each was read from the table to check its filters, for a page of a few hundred (~260 ms).
-- With the title carried in the facet index (INCLUDE), the filter's own entries are read and their titles checked
-- there, index-only: the cost is the filter's size, known from content_facet_counts before the query (decision 021).
DROP INDEX IF EXISTS content_published_facet_recent_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  INCLUDE (title)
  WHERE status = 'published';
