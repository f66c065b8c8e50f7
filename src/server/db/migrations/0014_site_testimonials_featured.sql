CREATE TABLE "featured_content" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"featured_by" text
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author_label" text NOT NULL,
	"rating" smallint NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_quote_length_check" CHECK (char_length("testimonials"."quote") between 1 and 600),
	CONSTRAINT "testimonials_author_length_check" CHECK (char_length("testimonials"."author_label") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "featured_content" ADD CONSTRAINT "featured_content_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_content" ADD CONSTRAINT "featured_content_featured_by_users_id_fk" FOREIGN KEY ("featured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featured_content_featured_at_idx" ON "featured_content" USING btree ("featured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "testimonials_published_created_idx" ON "testimonials" USING btree ("published","created_at" DESC NULLS LAST);