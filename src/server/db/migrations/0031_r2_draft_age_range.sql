ALTER TABLE "content" ALTER COLUMN "age_range" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content" ALTER COLUMN "age_range" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_age_range_chosen_check" CHECK ("content"."status" = 'draft' or "content"."age_range" is not null);