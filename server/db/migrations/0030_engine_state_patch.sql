ALTER TABLE "engine_state" ADD COLUMN "state_patch" "bytea";--> statement-breakpoint
ALTER TABLE "engine_state" ADD COLUMN "base_id" uuid DEFAULT gen_random_uuid() NOT NULL;