DROP INDEX "child_sessions_child_started_idx";--> statement-breakpoint
DROP INDEX "content_published_recent_idx";--> statement-breakpoint
DROP INDEX "content_published_age_recent_idx";--> statement-breakpoint
DROP INDEX "content_published_category_recent_idx";--> statement-breakpoint
DROP INDEX "content_published_language_recent_idx";--> statement-breakpoint
DROP INDEX "content_published_source_recent_idx";--> statement-breakpoint
DROP INDEX "content_status_created_idx";--> statement-breakpoint
DROP INDEX "content_creator_created_idx";--> statement-breakpoint
DROP INDEX "content_comments_content_created_idx";--> statement-breakpoint
DROP INDEX "content_views_child_created_idx";--> statement-breakpoint
DROP INDEX "content_views_content_device_idx";--> statement-breakpoint
DROP INDEX "creator_profiles_created_at_idx";--> statement-breakpoint
CREATE INDEX "child_sessions_child_started_idx" ON "child_sessions" USING btree ("child_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_age_recent_idx" ON "content" USING btree ("age_range","created_at" DESC NULLS FIRST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_category_recent_idx" ON "content" USING btree ("category","created_at" DESC NULLS FIRST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_language_recent_idx" ON "content" USING btree ("language","created_at" DESC NULLS FIRST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_source_recent_idx" ON "content" USING btree ("source_type","created_at" DESC NULLS FIRST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_status_created_idx" ON "content" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_creator_created_idx" ON "content" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_comments_content_created_idx" ON "content_comments" USING btree ("content_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_views_child_created_idx" ON "content_views" USING btree ("child_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_views_content_device_idx" ON "content_views" USING btree ("content_id","device_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_idx" ON "creator_profiles" USING btree ("created_at" DESC NULLS FIRST);