-- A child's picture (one of the fixed list in src/shared/child-avatars.ts, or none) and the parent's search switch
-- (on by default, as before).
ALTER TABLE "children" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "search_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_avatar_check" CHECK ("children"."avatar" in ('moon', 'star', 'lantern', 'palm', 'tulip', 'boat', 'kite', 'rainbow', 'mountain', 'sun', 'pomegranate', 'rocket'));