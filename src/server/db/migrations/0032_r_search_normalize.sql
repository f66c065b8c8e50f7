-- Search that understands Arabic and Urdu (decision 031-r-plain-catalog-read): a child typing القران without
-- its madda, or an Urdu spelling with ک/ی/ہ, finds the title written القرآن or with Arabic letters. Titles and
-- query words go through the same IMMUTABLE function: harakat (U+064B-U+065F, U+0670) and tatweel (U+0640)
-- removed; alef forms to bare alef; ta marbuta to ha; alef maqsura to ya; Urdu/Persian kaf, ya and he to the
-- Arabic letters; Persian and Arabic-Indic digits to ASCII; Latin lower-cased. The normalised title is a stored
-- generated column with its own trigram index, and the covering walk indexes carry it so that a search read
-- newest first visits index entries only.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    lower(regexp_replace(value, '[\u064B-\u065F\u0670\u0640]', '', 'g')),
    'أإآٱةىکیےہھ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩',
    'ااااهيكييهه01234567890123456789'
  );
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "title_search" text GENERATED ALWAYS AS (search_normalize(title)) STORED NOT NULL;
--> statement-breakpoint
-- Finer statistics make the planner's estimate of a word's share (LIKE '%word%') good enough to choose between
-- walking the newest entries and gathering the matches through the trigram index.
ALTER TABLE "content" ALTER COLUMN "title_search" SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX "content_title_search_trgm_idx" ON "content" USING gin ("title_search" gin_trgm_ops) WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_random_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_random_idx" ON "content" USING btree ("random_key")
  INCLUDE ("id", "age_range", "category", "language", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_language_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_language_recent_idx" ON "content" USING btree ("language", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "source_type", "has_music", "duration_bucket", "content_rating", "title_lower", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "content_published_source_recent_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_published_source_recent_idx" ON "content" USING btree ("source_type", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("age_range", "category", "language", "has_music", "duration_bucket", "content_rating", "title_lower", "title_search")
  WHERE "content"."status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS content_published_facet_recent_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS content_published_facet_recent_idx ON content
  (age_range, category, language, source_type, has_music, duration_bucket, content_rating, created_at DESC, id DESC)
  INCLUDE (title_lower, title_search)
  WHERE status = 'published';
