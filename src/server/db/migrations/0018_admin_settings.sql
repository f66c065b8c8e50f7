ALTER TABLE "system_settings" DROP CONSTRAINT "system_settings_key_check";--> statement-breakpoint
CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_key_check" CHECK ("system_settings"."key" in ('feed_visibility', 'tv_mode', 'registration', 'site', 'security', 'notifications'));