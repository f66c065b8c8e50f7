-- A walk (the feed read newest first or from a random point, skipping what does not match) visited a
-- table row per index entry to check the filters and a title search: about 5 µs each at a million rows, so a
-- filter matching one item in twenty took 50-100 ms on a deep page. The recent, random-key, language and source
-- indexes now carry every facet and the lowered title (INCLUDE), so a walk reads index entries only (~0.5 µs
-- each) and then the page's 12 rows (decision 021, addendum on walks). Hand-written after Drizzle's
-- generated DDL, which does not model INCLUDE; the language and source indexes gain `id DESC` so that their
-- order is the feed's. Each index is rebuilt: ~3-5 s apiece at a million published rows.
DROP INDEX IF EXISTS "content_published_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_random_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_random_idx" ON "content" USING btree ("random_key")
  INCLUDE ("id", "age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_language_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_language_recent_idx" ON "content" USING btree ("language", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_source_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_source_recent_idx" ON "content" USING btree ("source_type", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "has_music", "duration_bucket", "content_rating", "title_lower")
  WHERE "content"."status" = 'published';
