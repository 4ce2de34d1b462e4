ALTER TABLE "users" ADD COLUMN "mqtt_base_topic" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mqtt_base_topic_unique" UNIQUE("mqtt_base_topic");