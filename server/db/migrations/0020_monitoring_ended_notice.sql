ALTER TABLE "alert_notifications" ALTER COLUMN "alert_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "circle_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_circle_id_users_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notifications_circle_id_idx" ON "alert_notifications" USING btree ("circle_id");--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_about_check" CHECK ("alert_notifications"."alert_id" is not null or "alert_notifications"."circle_id" is not null);