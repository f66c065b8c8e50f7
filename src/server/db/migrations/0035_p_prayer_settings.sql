CREATE TABLE "family_prayer_settings" (
	"parent_user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"city_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"method" text NOT NULL,
	"madhab" text NOT NULL,
	"high_latitude_rule" text NOT NULL,
	"prayers" text[] NOT NULL,
	"pause_minutes" integer NOT NULL,
	"counts_as_screen_time" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_prayer_settings_method_check" CHECK ("family_prayer_settings"."method" in ('MuslimWorldLeague', 'Egyptian', 'Karachi', 'UmmAlQura', 'Dubai', 'MoonsightingCommittee', 'NorthAmerica', 'Kuwait', 'Qatar', 'Singapore', 'Tehran', 'Turkey')),
	CONSTRAINT "family_prayer_settings_madhab_check" CHECK ("family_prayer_settings"."madhab" in ('shafi', 'hanafi')),
	CONSTRAINT "family_prayer_settings_high_latitude_rule_check" CHECK ("family_prayer_settings"."high_latitude_rule" in ('recommended', 'middleofthenight', 'seventhofthenight', 'twilightangle')),
	CONSTRAINT "family_prayer_settings_prayers_check" CHECK ("family_prayer_settings"."prayers" <@ array['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']::text[]),
	CONSTRAINT "family_prayer_settings_pause_minutes_check" CHECK ("family_prayer_settings"."pause_minutes" between 5 and 30),
	CONSTRAINT "family_prayer_settings_coordinates_check" CHECK (("family_prayer_settings"."latitude" is null) = ("family_prayer_settings"."longitude" is null) and coalesce("family_prayer_settings"."latitude" between -90 and 90, true) and coalesce("family_prayer_settings"."longitude" between -180 and 180, true)),
	CONSTRAINT "family_prayer_settings_location_when_enabled_check" CHECK (not "family_prayer_settings"."enabled" or "family_prayer_settings"."latitude" is not null)
);
--> statement-breakpoint
ALTER TABLE "family_prayer_settings" ADD CONSTRAINT "family_prayer_settings_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;