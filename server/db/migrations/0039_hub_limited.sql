-- When more MQTT messages than its limit last came on a hub's base topic, and what was dropped (decision 0130):
-- shown with the bridge on the Sensors page. Null while never.
ALTER TABLE "hubs" ADD COLUMN "last_limited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "last_limit" varchar(300);