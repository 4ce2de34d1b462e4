ALTER TABLE "engine_state" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engine_state" ADD COLUMN "rebuilt_at" timestamp with time zone;