-- A title search read through the facet index (decision 021, addenda) spent most of its time in ILIKE,
-- which lowers every title it checks (~0.8 µs each in C.UTF-8; a broad filter reads tens of thousands). The
-- lowered title is stored once and carried in the facet index instead of the title; the search compares
-- `title_lower LIKE lower(pattern)`, exactly what ILIKE computes. Hand-written after the generated column: the
-- facet index is rebuilt with INCLUDE (title_lower). At a million rows the column rewrites the table (~1-2 min).
ALTER TABLE "content" ADD COLUMN "title_lower" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS content_published_facet_recent_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  INCLUDE (title_lower)
  WHERE status = 'published';
