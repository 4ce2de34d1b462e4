ALTER TABLE "ingest_keys" ADD COLUMN "ahead_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD COLUMN "ahead_by_minutes" integer;