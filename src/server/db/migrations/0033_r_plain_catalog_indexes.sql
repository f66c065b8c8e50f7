-- The planner above PostgreSQL's is gone (decision 031-r-plain-catalog-read): nothing reads the lowered title any
-- more, nor the trigram index on the raw title (searches use title_search, migration 0032). Dropping title_lower
-- drops the covering indexes that carried it; they are made again carrying the normalised title only.
DROP INDEX IF EXISTS "content_title_trgm_idx";
--> statement-breakpoint
ALTER TABLE "content" DROP COLUMN IF EXISTS "title_lower";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_random_idx" ON "content" USING btree ("random_key")
  INCLUDE ("id", "age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_language_recent_idx" ON "content" USING btree ("language", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "source_type", "has_music", "duration_bucket", "content_rating", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_source_recent_idx" ON "content" USING btree ("source_type", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "has_music", "duration_bucket", "content_rating", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  INCLUDE (title_search)
  WHERE status = 'published';
