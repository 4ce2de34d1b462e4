ALTER TABLE "ingest_keys" ADD COLUMN "last_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD COLUMN "last_refusal" varchar(300);