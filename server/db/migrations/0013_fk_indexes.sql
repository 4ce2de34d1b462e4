CREATE INDEX "activity_patterns_user_id_idx" ON "activity_patterns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alerts_device_id_idx" ON "alerts" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "alerts_resolved_by_idx" ON "alerts" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "care_notes_author_id_idx" ON "care_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "care_notes_edited_by_idx" ON "care_notes" USING btree ("edited_by");--> statement-breakpoint
CREATE INDEX "cost_tracking_user_id_idx" ON "cost_tracking" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "family_members_added_by_idx" ON "family_members" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "alert_notifications_user_id_idx" ON "alert_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_responses_user_id_idx" ON "alert_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ingest_keys_created_by_idx" ON "ingest_keys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_invitations_invited_by_idx" ON "user_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "user_invitations_circle_id_idx" ON "user_invitations" USING btree ("circle_id");