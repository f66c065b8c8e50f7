CREATE TABLE "billing_duplicate_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"stripe_subscription_id" text NOT NULL,
	"kept_subscription_id" text,
	"state" text DEFAULT 'detected' NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"error" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "billing_duplicate_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "billing_duplicate_subscriptions_state_check" CHECK ("billing_duplicate_subscriptions"."state" in ('detected', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD COLUMN "open_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_duplicate_subscriptions" ADD CONSTRAINT "billing_duplicate_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_duplicate_subscriptions_detected_idx" ON "billing_duplicate_subscriptions" USING btree ("detected_at" DESC NULLS LAST);