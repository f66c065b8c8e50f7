CREATE TABLE "screen_time_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"rest_of_day" boolean DEFAULT false NOT NULL,
	"request_id" uuid,
	"given_by" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_time_grants_minutes_check" CHECK ("screen_time_grants"."extra_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_request_settings" (
	"parent_id" text PRIMARY KEY NOT NULL,
	"email_on_request" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"origin" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "time_requests_origin_check" CHECK ("time_requests"."origin" in ('time_up', 'sleep', 'pause')),
	CONSTRAINT "time_requests_state_check" CHECK ("time_requests"."state" in ('pending', 'answered', 'expired')),
	CONSTRAINT "time_requests_answer_check" CHECK ("time_requests"."answer" in ('fifteen_minutes', 'one_hour', 'rest_of_day', 'no')),
	CONSTRAINT "time_requests_answered_check" CHECK (("time_requests"."state" = 'answered') = ("time_requests"."answer" is not null and "time_requests"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "screen_time_grants" ADD CONSTRAINT "screen_time_grants_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_time_grants" ADD CONSTRAINT "screen_time_grants_request_id_time_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."time_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_time_grants" ADD CONSTRAINT "screen_time_grants_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_request_settings" ADD CONSTRAINT "time_request_settings_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_requests" ADD CONSTRAINT "time_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_requests" ADD CONSTRAINT "time_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_time_grants_request_idx" ON "screen_time_grants" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "screen_time_grants_child_day_idx" ON "screen_time_grants" USING btree ("child_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "time_requests_one_pending_idx" ON "time_requests" USING btree ("child_id") WHERE "time_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "time_requests_child_asked_idx" ON "time_requests" USING btree ("child_id","asked_at");