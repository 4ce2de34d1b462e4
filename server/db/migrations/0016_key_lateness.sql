ALTER TABLE "ingest_keys" ADD COLUMN "late_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD COLUMN "late_by_minutes" integer;