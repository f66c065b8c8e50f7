ALTER TABLE "children" ADD COLUMN "interface_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_interface_language_check" CHECK ("children"."interface_language" in ('en', 'ar', 'ur', 'fr', 'tr', 'ms'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ar', 'ur', 'fr', 'tr', 'ms'));