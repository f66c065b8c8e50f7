-- Bulk CSV imports as background jobs (decision 013): the import with its progress, and each data row's outcome.
CREATE TABLE "csv_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"video_id" text,
	"content_id" uuid,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "csv_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"csv" text,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_imports_status_check" CHECK ("csv_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "csv_imports_progress_check" CHECK ("csv_imports"."processed_rows" >= 0 and "csv_imports"."inserted_count" >= 0 and "csv_imports"."failed_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "csv_import_rows" ADD CONSTRAINT "csv_import_rows_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_import_rows_failed_idx" ON "csv_import_rows" USING btree ("import_id","row") WHERE cardinality("csv_import_rows"."errors") > 0;--> statement-breakpoint
CREATE INDEX "csv_imports_created_idx" ON "csv_imports" USING btree ("created_at" DESC NULLS LAST);