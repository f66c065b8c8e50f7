CREATE TABLE "learner_states" (
	"child_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"state" jsonb NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_states_child_id_subject_pk" PRIMARY KEY("child_id","subject"),
	CONSTRAINT "learner_states_subject_check" CHECK ("learner_states"."subject" in ('arabic', 'maths', 'english')),
	CONSTRAINT "learner_states_stars_check" CHECK ("learner_states"."stars" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_days" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_days_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "learning_days_seconds_check" CHECK ("learning_days"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_email_weeks" (
	"parent_id" text NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_email_weeks_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "tutor_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"exercises" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tutor_lessons_subject_check" CHECK ("tutor_lessons"."subject" in ('arabic', 'maths', 'english')),
	CONSTRAINT "tutor_lessons_locale_check" CHECK ("tutor_lessons"."locale" in ('en', 'ar', 'ur', 'fr', 'tr', 'ms')),
	CONSTRAINT "tutor_lessons_stars_check" CHECK ("tutor_lessons"."stars" >= 0),
	CONSTRAINT "tutor_lessons_answers_check" CHECK (jsonb_array_length("tutor_lessons"."answers") <= jsonb_array_length("tutor_lessons"."exercises"))
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "learn_first_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "weekly_learning_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_states" ADD CONSTRAINT "learner_states_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_email_weeks" ADD CONSTRAINT "learning_email_weeks_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lessons" ADD CONSTRAINT "tutor_lessons_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_lessons_one_open_idx" ON "tutor_lessons" USING btree ("child_id","subject","day") WHERE "tutor_lessons"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "tutor_lessons_child_day_idx" ON "tutor_lessons" USING btree ("child_id","day");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_learn_first_minutes_check" CHECK ("children"."learn_first_minutes" between 0 and 60);