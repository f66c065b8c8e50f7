CREATE TABLE "child_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"parent_id" text NOT NULL,
	"device_id" text,
	"device_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"session_status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "child_sessions_status_check" CHECK ("child_sessions"."session_status" in ('active', 'ended', 'timed_out')),
	CONSTRAINT "child_sessions_ended_check" CHECK (("child_sessions"."session_status" = 'active') = ("child_sessions"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"screen_time_limit" integer DEFAULT 120 NOT NULL,
	"content_restrictions" jsonb DEFAULT '{"level":"moderate"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_screen_time_check" CHECK ("children"."screen_time_limit" between 15 and 480),
	CONSTRAINT "children_restriction_level_check" CHECK (("children"."content_restrictions" ->> 'level') in ('strict', 'moderate', 'lenient'))
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" text NOT NULL,
	"analytics_enabled" boolean DEFAULT false NOT NULL,
	"marketing_enabled" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_consents_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"age_range" smallint DEFAULT 4 NOT NULL,
	"content_type" smallint DEFAULT 1 NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"has_music" boolean DEFAULT false NOT NULL,
	"content_rating" text DEFAULT 'G' NOT NULL,
	"shariah_analysis" smallint DEFAULT 100 NOT NULL,
	"source_type" text NOT NULL,
	"youtube_url" text,
	"youtube_video_id" text,
	"video_url" text,
	"thumbnail_url" text,
	"instagram_story_id" text,
	"instagram_username" text,
	"instagram_reel_id" text,
	"instagram_reel_username" text,
	"tiktok_video_id" text,
	"tiktok_username" text,
	"social_media_metadata" jsonb,
	"creator_profile_id" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"random_key" double precision DEFAULT random() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_youtube_video_id_unique" UNIQUE("youtube_video_id"),
	CONSTRAINT "content_status_check" CHECK ("content"."status" in ('draft', 'pending', 'approved', 'published', 'rejected')),
	CONSTRAINT "content_category_check" CHECK ("content"."category" in ('DIY Crafts & Cooking', 'Halal Cartoons & Fun Skits', 'Islamic Holidays & Traditions', 'Islamic Stories & Manners', 'Nasheeds & Songs', 'Other', 'Quizzes & Trivia', 'Quran & Dua for Kids', 'Reviews & Recommendations', 'Shows', 'Sports & Fitness', 'STEM & Learning Activities')),
	CONSTRAINT "content_language_check" CHECK ("content"."language" in ('English', 'Arabic', 'Urdu', 'Turkish', 'Malay', 'French', 'Spanish', 'Other')),
	CONSTRAINT "content_age_range_check" CHECK ("content"."age_range" in (1, 2, 3, 4)),
	CONSTRAINT "content_type_check" CHECK ("content"."content_type" in (1, 2, 3)),
	CONSTRAINT "content_rating_check" CHECK ("content"."content_rating" in ('G', 'PG', 'PG-13', 'R')),
	CONSTRAINT "content_source_type_check" CHECK ("content"."source_type" in ('youtube', 'upload', 'instagram', 'instagram_reel', 'tiktok')),
	CONSTRAINT "content_shariah_check" CHECK ("content"."shariah_analysis" between 0 and 100),
	CONSTRAINT "content_duration_check" CHECK ("content"."duration" >= 0),
	CONSTRAINT "content_view_count_check" CHECK ("content"."view_count" >= 0),
	CONSTRAINT "content_rejection_reason_check" CHECK ("content"."status" <> 'rejected' or "content"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_comments_length_check" CHECK (char_length("content_comments"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"content_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_pkey" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('inappropriate', 'offensive', 'misinformation', 'other')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"viewer_id" text,
	"child_id" uuid,
	"device_id" text,
	"view_duration" integer DEFAULT 0 NOT NULL,
	"user_agent" text,
	"is_bot" boolean DEFAULT false NOT NULL,
	"viewed_date" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_views_duration_check" CHECK ("content_views"."view_duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"parent_id" text NOT NULL,
	"vote" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_votes_content_parent_key" UNIQUE("content_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "system_settings_key_unique" UNIQUE("key"),
	CONSTRAINT "system_settings_key_check" CHECK ("system_settings"."key" in ('feed_visibility', 'tv_mode', 'registration'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_type" text DEFAULT 'parent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_email_unique" UNIQUE("email"),
	CONSTRAINT "waitlist_user_type_check" CHECK ("waitlist_entries"."user_type" in ('parent', 'creator')),
	CONSTRAINT "waitlist_email_lowercase_check" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email"))
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text,
	"country" text,
	"date_of_birth" date,
	"bio" text,
	"avatar_url" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscription_tier" text DEFAULT 'Basic' NOT NULL,
	"subscription_status" text,
	"youtube_channel_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "creator_profiles_youtube_channel_id_unique" UNIQUE("youtube_channel_id"),
	CONSTRAINT "creator_profiles_tier_check" CHECK ("creator_profiles"."subscription_tier" in ('Basic', 'Premium', 'Family', 'Creator+'))
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_number" text,
	"city" text,
	"country" text,
	"date_of_birth" date,
	"content_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscription_status" text,
	"subscription_tier" text DEFAULT 'Basic' NOT NULL,
	"spending_limit_monthly" numeric(10, 2) DEFAULT 0,
	"spending_limit_per_transaction" numeric(10, 2) DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "parent_profiles_tier_check" CHECK ("parent_profiles"."subscription_tier" in ('Basic', 'Premium', 'Family', 'Creator+')),
	CONSTRAINT "parent_profiles_spending_check" CHECK (coalesce("parent_profiles"."spending_limit_monthly", 0) >= 0 and coalesce("parent_profiles"."spending_limit_per_transaction", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'parent' NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('parent', 'creator', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "child_sessions" ADD CONSTRAINT "child_sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD CONSTRAINT "child_sessions_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_likes" ADD CONSTRAINT "content_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_votes" ADD CONSTRAINT "content_votes_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_votes" ADD CONSTRAINT "content_votes_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_sessions_child_started_idx" ON "child_sessions" USING btree ("child_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "child_sessions_parent_status_idx" ON "child_sessions" USING btree ("parent_id","session_status");--> statement-breakpoint
CREATE INDEX "children_parent_id_idx" ON "children" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_published_recent_idx" ON "content" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_random_idx" ON "content" USING btree ("random_key") WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_age_recent_idx" ON "content" USING btree ("age_range","created_at" DESC NULLS LAST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_category_recent_idx" ON "content" USING btree ("category","created_at" DESC NULLS LAST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_language_recent_idx" ON "content" USING btree ("language","created_at" DESC NULLS LAST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_published_source_recent_idx" ON "content" USING btree ("source_type","created_at" DESC NULLS LAST) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_title_trgm_idx" ON "content" USING gin ("title" gin_trgm_ops) WHERE "content"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_status_created_idx" ON "content" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_creator_created_idx" ON "content" USING btree ("creator_profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_comments_content_created_idx" ON "content_comments" USING btree ("content_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_reports_status_created_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_views_child_created_idx" ON "content_views" USING btree ("child_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_views_content_device_idx" ON "content_views" USING btree ("content_id","device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_views_created_idx" ON "content_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_idx" ON "creator_profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creator_profiles_full_name_idx" ON "creator_profiles" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");