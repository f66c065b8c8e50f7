CREATE TABLE "tutor_helper_days" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_helper_days_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "tutor_helper_days_used_check" CHECK ("tutor_helper_days"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_helper_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exercise_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"question" text NOT NULL,
	"suggestion" text,
	"reply" text,
	"rung" text,
	"refused" boolean NOT NULL,
	"outcome" text,
	CONSTRAINT "tutor_helper_exchanges_suggestion_check" CHECK ("tutor_helper_exchanges"."suggestion" in ('hint', 'explain')),
	CONSTRAINT "tutor_helper_exchanges_rung_check" CHECK ("tutor_helper_exchanges"."rung" in ('question', 'hint', 'example')),
	CONSTRAINT "tutor_helper_exchanges_outcome_check" CHECK ("tutor_helper_exchanges"."outcome" in ('ruling', 'personal', 'unsafe', 'jailbreak', 'offTopic', 'answerWithheld', 'unsafeOutput', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "tutor_helper_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_helper_days" ADD CONSTRAINT "tutor_helper_days_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_helper_exchanges" ADD CONSTRAINT "tutor_helper_exchanges_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_helper_exchanges_child_idx" ON "tutor_helper_exchanges" USING btree ("child_id","asked_at" DESC NULLS LAST);