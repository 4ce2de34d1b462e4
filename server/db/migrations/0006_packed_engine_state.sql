ALTER TABLE "engine_state" ADD COLUMN "packed_state" "bytea";--> statement-breakpoint
-- already deflated by the scheduler: stored out of line as is, not compressed a second time
ALTER TABLE "engine_state" ALTER COLUMN "packed_state" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE INDEX "motion_events_user_id_idx" ON "motion_events" USING btree ("user_id","id");
