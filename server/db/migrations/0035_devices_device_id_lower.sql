CREATE INDEX "devices_device_id_lower_idx" ON "devices" USING btree (lower("device_id"));--> statement-breakpoint
-- the planner knows how the new expression is spread only once the table is analysed: until then it guessed 300
-- rows a device ID (of 60,000 sensors) and read every home to join them, 1 ms a look-up instead of 0.02 ms
ANALYZE "devices";